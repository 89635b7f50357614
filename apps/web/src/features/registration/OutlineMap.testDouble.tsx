import type { OutlineMapProps } from './OutlineMap';

/** Test double of the outline map (maplibre needs WebGL): one button picks Conway Hall's outline. */
export default function OutlineMapDouble({ centre, onSelect }: OutlineMapProps) {
  return (
    <button
      type="button"
      data-centre={centre ? centre.join(',') : ''}
      onClick={() =>
        onSelect({
          id: 'way/4254041',
          ring: [
            [-0.1197, 51.5196],
            [-0.1193, 51.5196],
            [-0.1193, 51.5199],
            [-0.1197, 51.5196],
          ],
          centre: [-0.1195, 51.5197],
          areaM2: 612.4,
        })
      }
    >
      Pick Conway Hall on the map
    </button>
  );
}
