import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/landing/route.tsx"),
  route("signup", "routes/signup/route.tsx"),
  route("logout", "routes/logout.ts"),
  route("dashboard", "routes/dashboard/route.tsx"),
  route("profile/:uid", "routes/profile/route.tsx"),
  route("profile/:uid/edit", "routes/profile-edit/route.tsx"),
  route("profile/:uid/report", "routes/profile-report/route.tsx"),
  route("admin", "routes/admin/route.tsx"),
  route("settings", "routes/settings/route.tsx"),
  route("settings/data.json", "routes/settings/data-download.ts"),
  route("forgot-password", "routes/forgot-password/route.tsx"),
  route("reset-password", "routes/reset-password/route.tsx"),
  route("verify-email", "routes/verify-email/route.tsx"),
  route("verify-email/done", "routes/verify-email/route.tsx", { id: "routes/verify-email-done" }),
  route("two-factor", "routes/two-factor/route.tsx"),
  route("undo-email-change", "routes/undo-email-change/route.tsx"),
  route("account-deleted", "routes/account-deleted/route.tsx"),
  route("qr/:citySlug", "routes/qr.ts"),
  // Every other path shows the landing page (requirements 2).
  route("*", "routes/landing/route.tsx", { id: "routes/landing-fallback" }),
] satisfies RouteConfig;
