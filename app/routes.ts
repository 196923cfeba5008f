import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/landing/route.tsx"),
  route("signup", "routes/signup/route.tsx"),
  route("logout", "routes/logout.ts"),
  route("dashboard", "routes/dashboard/route.tsx"),
  route("profile/:uid", "routes/profile/route.tsx"),
  route("profile/:uid/edit", "routes/profile-edit/route.tsx"),
  route("admin", "routes/admin/route.tsx"),
  route("qr/:citySlug", "routes/qr.ts"),
  // Every other path shows the landing page (SPEC 2).
  route("*", "routes/landing/route.tsx", { id: "routes/landing-fallback" }),
] satisfies RouteConfig;
