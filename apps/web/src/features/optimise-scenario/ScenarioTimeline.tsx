import { useOptimiseScenarioTimeline } from '@wattwise/api';
import { timelineDateParam, timelineWallClock, type TimelineView } from '@wattwise/domain';
import { ErrorState, LoadingDots, Timeline, type TimelineItem } from '@wattwise/ui';
import { useMemo, useState } from 'react';

export interface ScenarioTimelineProps {
  siteId: string;
  path: string;
  selectedIds: readonly string[];
}

/** Today as a UTC calendar day, the timeline's first day until the user moves it. */
function today(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

/**
 * The Timeline tab (spec analysis §4.3, §7.1): which selected measure acts when, from the engine
 * through the server's timeline call, by day or week, filtered by location; previous and next
 * move 1 or 7 days. Times are the building's wall clock (packages/domain timelineWallClock).
 */
export function ScenarioTimeline({ siteId, path, selectedIds }: ScenarioTimelineProps) {
  const [view, setView] = useState<TimelineView>('day');
  const [date, setDate] = useState<Date>(today);
  const [location, setLocation] = useState<string | null>(null);
  const timeline = useOptimiseScenarioTimeline({
    params: { siteId, x: path },
    query: { mode: view, date: timelineDateParam(date), selectedScenarios: selectedIds.join(';') },
  });
  const items = useMemo<TimelineItem[]>(
    () =>
      (timeline.data ?? []).flatMap((entry) =>
        entry.scenarios.map((s, i) => ({
          id: `${entry.date}-${i}-${s.title}`,
          title: s.title,
          text: s.text,
          location: s.location,
          start: timelineWallClock(s.start),
          end: timelineWallClock(s.end),
          recommended: s.recommended,
        })),
      ),
    [timeline.data],
  );
  const locations = useMemo(() => [...new Set(items.map((i) => i.location))].sort(), [items]);
  if (timeline.error) return <ErrorState message={timeline.error.message} />;
  return (
    <>
      {timeline.isLoading ? <LoadingDots label="Loading the timeline" /> : null}
      <Timeline
        view={view}
        onViewChange={setView}
        date={date}
        onDateChange={setDate}
        items={items}
        locations={locations}
        location={location}
        onLocationChange={setLocation}
      />
    </>
  );
}
