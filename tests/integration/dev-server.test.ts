import { afterAll, expect, it } from "vitest";
import { freshDatabase } from "../support/fresh-server";
import { startServer } from "../support/test-server";

// `npm run dev` (README): Vite inside the app server. It once answered every page with "module is not defined"
// (the production build's bundling of packages applied to the dev server's module runner) and nothing noticed.
const database = await freshDatabase();
const dev = await startServer({ dev: true, dataDir: database.dataDir });
afterAll(async () => {
  await dev.stop();
  await database.drop();
});

it("npm run dev renders the home page and the sign-up form from the sources", async () => {
  const home = await fetch(`${dev.url}/`);
  const html = await home.text();
  expect(home.status, dev.output()).toBe(200);
  expect(html.includes("<title>Tipped · Get Tipped. Finally.</title>"), "the home page's title").toBe(true);
  // Served by Vite from app/, not from a build: the home page (no React in the browser) loads its script's source,
  // and a page React hydrates loads the sources and React Router's hot-reload runtime.
  expect(html.includes('src="/app/enhance/landing.ts"'), "the landing script's source in the page").toBe(true);
  const landingScript = await fetch(`${dev.url}/app/enhance/landing.ts`);
  expect(landingScript.status, dev.output()).toBe(200);
  expect(await landingScript.text()).toContain("parallax");

  const signUp = await fetch(`${dev.url}/signup`);
  expect(signUp.status, dev.output()).toBe(200);
  const signUpHtml = await signUp.text();
  expect(/<form[^>]*method="post"/i.test(signUpHtml), "a form that posts").toBe(true);
  expect(signUpHtml.includes("/app/root.tsx"), "app/root.tsx in the page").toBe(true);
  expect(signUpHtml.includes("virtual:react-router/inject-hmr-runtime"), "the hot-reload runtime").toBe(true);
  expect(dev.output()).not.toMatch(/Error when evaluating SSR module/);
});
