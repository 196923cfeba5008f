/** Settings of the integration test server: TRUST_PROXY lets each test act as its own client address. */
export const INTEGRATION_SERVER_ENV = {
  TRUST_PROXY: "127.0.0.1",
  AUTH_RATE_LIMIT_MAX: "10",
  ADMIN_PASSWORD: "integration-admin-password",
};
