// `npm run test:image`: builds the image with podman (or docker: CONTAINER_ENGINE=docker), runs it on a fresh
// volume and waits for its health check to pass (docs/operate.md). NODE_IMAGE names another base image.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";

const engine = process.env.CONTAINER_ENGINE ?? "podman";
const tag = `localhost/tipped:test-${randomBytes(3).toString("hex")}`;
const name = `tipped-image-test-${randomBytes(3).toString("hex")}`;
const base = process.env.NODE_IMAGE ? ["--build-arg", `NODE_IMAGE=${process.env.NODE_IMAGE}`] : [];

function run(args, options = {}) {
  const result = spawnSync(engine, args, { encoding: "utf8", stdio: options.quiet ? "pipe" : "inherit" });
  if (result.error) throw new Error(`${engine} could not run: ${result.error.message}`);
  if (result.status !== 0 && !options.mayFail) {
    throw new Error(`${engine} ${args[0]} failed (${result.status})${options.quiet ? `: ${result.stderr}` : ""}`);
  }
  return result;
}

try {
  // Podman keeps HEALTHCHECK only in Docker's image format.
  run(["build", ...(engine === "podman" ? ["--format", "docker"] : []), ...base, "-t", tag, "."]);
  run(["run", "-d", "--name", name, "-p", "127.0.0.1::3000", "-v", `${name}:/data`, tag], { quiet: true });
  const deadline = Date.now() + 120_000;
  for (;;) {
    // `healthcheck run` runs the image's own HEALTHCHECK command inside the container.
    if (run(["healthcheck", "run", name], { quiet: true, mayFail: true }).status === 0) break;
    if (Date.now() > deadline)
      throw new Error(`The container did not become healthy:\n${run(["logs", name], { quiet: true }).stdout}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.log(`The image ${tag} builds and its container answers its health check.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  run(["rm", "-f", name], { quiet: true, mayFail: true });
  run(["volume", "rm", "-f", name], { quiet: true, mayFail: true });
  run(["rmi", "-f", tag], { quiet: true, mayFail: true });
}
