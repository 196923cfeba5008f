import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [
  { title: "Tipped · Get Tipped. Finally." },
  { name: "description", content: "One page and one QR code for every way your audience can tip you." },
];

export default function LandingPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-24 sm:px-6">
      <h1 className="text-5xl font-extrabold tracking-tight text-white">Get Tipped. Finally.</h1>
    </main>
  );
}
