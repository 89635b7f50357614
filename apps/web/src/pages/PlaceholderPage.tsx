import { Link } from 'react-router-dom';

/**
 * An honest stand-in for a screen that a later release builds: it names the screen and shows
 * no data, so nobody mistakes it for a working feature.
 */
export function PlaceholderPage({ screen }: { screen: string }) {
  return (
    <main className="page page--centred">
      <title>{`${screen} · WattWise`}</title>
      <h1>{screen}</h1>
      <p>{screen} — coming in a later release.</p>
      <p>
        <Link to="/">Back to your sites</Link>
      </p>
    </main>
  );
}
