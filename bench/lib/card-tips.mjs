// Card tips (docs/payments.md), against the fake Stripe answering at once (tests/fakes/stripe.mjs): the visitor's
// tip POST (form → Checkout Session → 303) under 50 connections, its latency percentiles being Tipped's own time;
// then webhook ingest: every session's signed `checkout.session.completed`, each sent twice (Stripe retries), 50 at
// a time, and a count afterwards that no tip was stored twice.
import http from "node:http";
import Stripe from "stripe";
import { seedProfile } from "../../scripts/lib/seed-profile.mjs";
import { startFakeStripe } from "../../tests/fakes/stripe.mjs";
import { cpuMs, startServer } from "./server.mjs";

const SECRET = "whsec_bench";
const signer = new Stripe("sk_test_bench_signer");

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Runs `work` from `connections` loops until `seconds` pass; answers each call's latency in ms, sorted. The loops
 * take turns fairly (wrk's one thread did not: its p95 was five times its median at the same throughput).
 */
async function closedLoop(connections, seconds, work) {
  const latencies = [];
  const until = performance.now() + seconds * 1000;
  let failures = 0;
  await Promise.all(
    Array.from({ length: connections }, async (_, lane) => {
      let i = 0;
      while (performance.now() < until) {
        const start = performance.now();
        const ok = await work(lane, i++);
        latencies.push(performance.now() - start);
        if (!ok) failures++;
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), failures };
}

export async function cardTipsBench({ quick = false } = {}) {
  const fake = await startFakeStripe({ webhookSecret: SECRET });
  const server = await startServer({
    ...fake.env,
    TRUST_PROXY: "127.0.0.1",
    AUTH_RATE_LIMIT_MAX: "1000",
    TIP_RATE_LIMIT_MAX: "1000000",
  });
  fake.setWebhookUrl(`${server.url}/api/stripe/webhook`);
  try {
    const performer = await seedProfile(server.url);
    const start = await performer.client.postForm("/payments/connect", {});
    const onboarding = start.headers.get("location");
    await fetch(onboarding, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ outcome: "complete", return_url: `${server.url}/payments/return` }),
      redirect: "manual",
    });
    const profile = `${server.url}/profile/${performer.uid}`;
    const body = new URLSearchParams({ amount: "5", name: "Bench", message: "Thanks!" }).toString();
    // Node's own HTTP client on kept-alive connections: undici's fetch in 50 loops took more of the two cores than
    // the server it measured (the fake Stripe answers from this process too).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
    const target = new URL(profile);
    const post = () =>
      new Promise((resolve, reject) => {
        const request = http.request(
          {
            host: target.hostname,
            port: target.port,
            path: target.pathname,
            method: "POST",
            agent,
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              "content-length": Buffer.byteLength(body),
              origin: server.url,
            },
          },
          (response) => {
            response.resume();
            response.on("end", () => resolve(response.statusCode === 303));
          },
        );
        request.on("error", reject);
        request.end(body);
      });
    await closedLoop(50, 1, post); // warm-up: JIT, 50 connections opened, as the shared load generator does
    const seconds = quick ? 3 : 8;
    const cpuBefore = cpuMs(server.pid);
    const tipPost = await closedLoop(50, seconds, post);
    const cpuUsed = cpuMs(server.pid) - cpuBefore;
    agent.destroy();

    // Webhook ingest: every open session completed, each event sent twice.
    const events = [...fake.sessions.values()].map((session) => {
      const payload = JSON.stringify({
        id: `evt_bench_${session.id}`,
        object: "event",
        type: "checkout.session.completed",
        data: {
          object: { ...session, status: "complete", payment_status: "paid", payment_intent: `pi_${session.id}` },
        },
      });
      return payload;
    });
    const sends = [...events, ...events];
    const answers = { Received: 0, "Already received": 0, other: 0 };
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < sends.length) {
          const payload = sends[next++];
          const response = await fetch(`${server.url}/api/stripe/webhook`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
            },
            body: payload,
          });
          const note = response.ok ? (await response.json()).note : "other";
          answers[note in answers ? note : "other"]++;
        }
      }),
    );
    const ingestSeconds = (performance.now() - started) / 1000;
    const csv = await (await performer.client.request("/api/tips/export.csv")).text();
    const paidRows = csv.split("\r\n").filter((line) => line.includes(",succeeded,")).length;
    return {
      tipPost: {
        connections: 50,
        durationSeconds: seconds,
        requests: tipPost.latencies.length,
        requestsPerSecond: Math.round(tipPost.latencies.length / seconds),
        non303: tipPost.failures,
        // The server's own CPU time per tip POST: steadier than requests per second on a machine shared with work.
        serverCpuMsPerRequest: Number.isNaN(cpuUsed) ? null : +(cpuUsed / tipPost.latencies.length).toFixed(2),
        latencyMs: {
          p50: +percentile(tipPost.latencies, 50).toFixed(2),
          p95: +percentile(tipPost.latencies, 95).toFixed(2),
          p99: +percentile(tipPost.latencies, 99).toFixed(2),
        },
      },
      webhookIngest: {
        distinctEvents: events.length,
        sent: sends.length,
        eventsPerSecond: Math.round(sends.length / ingestSeconds),
        answers,
        tipsPaidAfterwards: paidRows,
        duplicates: paidRows - events.length,
      },
    };
  } finally {
    await server.stop();
    await fake.close();
  }
}
