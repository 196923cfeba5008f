// A started production server with a seeded performer, for measurements: the landing page, /signup and a
// full profile (links, wallets, two videos, events, and images when the media pipeline is present).
// YouTube is the test suite's local stand-in, so nothing leaves the machine.
import { startOutsideWorld } from "../../tests/fakes/outside-world.mjs";
import { seedProfile } from "../../scripts/lib/seed-profile.mjs";
import { startServer } from "./server.mjs";

export async function startDemoSite(env = {}) {
  const outside = await startOutsideWorld();
  const server = await startServer({ TRUST_PROXY: "127.0.0.1", AUTH_RATE_LIMIT_MAX: "1000", ...outside.env, ...env });
  try {
    const performer = await seedProfile(server.url);
    const seeded = await import("../../scripts/lib/seed-images.mjs")
      .then((module) => module.seedImages(server.url, performer))
      .catch((error) => ({ skipped: `images not seeded: ${error.message}` }));
    return {
      url: server.url,
      performer,
      images: seeded,
      profilePath: `/profile/${performer.uid}`,
      output: () => server.output(),
      pid: server.pid,
      async stop() {
        await server.stop();
        await outside.close();
      },
    };
  } catch (error) {
    await server.stop();
    await outside.close();
    throw error;
  }
}
