import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is our Hono app, which mounts React Router's request handler.
  build: isSsrBuild ? { rollupOptions: { input: "./app/server.ts" }, target: "node20" } : {},
  // simple-icons is one module of every brand's icon (~17 MB once loaded): bundled, only the few we draw are kept.
  ssr: { noExternal: ["simple-icons"] },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [tailwindcss(), reactRouter()],
}));
