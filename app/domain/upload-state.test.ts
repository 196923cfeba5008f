import { describe, expect, it } from "vitest";
import {
  canCancel,
  canPause,
  canResume,
  INITIAL_UPLOAD,
  fileSizeLabel,
  nextUploadState,
  uploadStatusText,
  type UploadEvent,
  type UploadState,
} from "./upload-state";

const run = (...events: UploadEvent[]) => events.reduce<UploadState>(nextUploadState, INITIAL_UPLOAD);

describe("upload states", () => {
  it("runs with percent progress to success", () => {
    expect(run({ type: "start" }, { type: "progress", sent: 512, total: 1024 })).toEqual({
      status: "running",
      percent: 50,
      error: null,
    });
    expect(run({ type: "start" }, { type: "progress", sent: 10, total: 1024 }, { type: "success" })).toEqual({
      status: "success",
      percent: 100,
      error: null,
    });
  });

  it("pauses only while running, resumes only from paused, cancels while running or paused", () => {
    const paused = run({ type: "start" }, { type: "progress", sent: 300, total: 1000 }, { type: "pause" });
    expect(paused).toMatchObject({ status: "paused", percent: 30 });
    expect([canPause(paused), canResume(paused), canCancel(paused)]).toEqual([false, true, true]);
    expect(nextUploadState(paused, { type: "pause" })).toBe(paused);
    expect(nextUploadState(paused, { type: "progress", sent: 900, total: 1000 })).toBe(paused);
    expect(nextUploadState(paused, { type: "resume" }).status).toBe("running");
    expect(nextUploadState(paused, { type: "cancel" }).status).toBe("canceled");
    expect(run({ type: "resume" }).status).toBe("idle");
    expect(run({ type: "pause" }).status).toBe("idle");
    const done = run({ type: "start" }, { type: "success" });
    expect([canPause(done), canResume(done), canCancel(done)]).toEqual([false, false, false]);
    expect(nextUploadState(done, { type: "cancel" })).toBe(done);
  });

  it("ends the busy state with the server's message on an error, and never moves progress backwards", () => {
    expect(run({ type: "start" }, { type: "fail", message: "Max file size 5 MB" })).toEqual({
      status: "error",
      percent: 0,
      error: "Max file size 5 MB",
    });
    expect(
      run({ type: "start" }, { type: "progress", sent: 8, total: 10 }, { type: "progress", sent: 2, total: 10 })
        .percent,
    ).toBe(80);
    expect(run({ type: "start" }, { type: "cancel" }, { type: "fail", message: "late" }).status).toBe("canceled");
  });
});

describe("file sizes in the upload list", () => {
  it.each([
    [0, "1 KB"],
    [300, "1 KB"],
    [1024, "1 KB"],
    [42 * 1024, "42 KB"],
    [49_999, "49 KB"],
    [1024 * 1024 - 600, "1023 KB"],
    [1024 * 1024, "1.0 MB"],
    [2.5 * 1024 * 1024, "2.5 MB"],
    [5 * 1024 * 1024, "5.0 MB"],
  ])("%i bytes read %s", (bytes, label) => {
    expect(fileSizeLabel(bytes)).toBe(label);
  });
});

describe("what an upload says", () => {
  const at31 = run({ type: "start" }, { type: "progress", sent: 31, total: 100 });
  it.each<[string, UploadState, boolean, string | RegExp]>([
    ["running, online", at31, true, "Uploading… 31%"],
    ["running, offline", at31, false, /^Waiting for the network… 31% sent; it carries on by itself/],
    ["paused, offline", run({ type: "start" }, { type: "pause" }), false, "Paused at 0%"],
    ["done, offline", run({ type: "start" }, { type: "success" }), false, "Uploaded"],
    ["failed", run({ type: "start" }, { type: "fail", message: "x" }), true, "Upload failed"],
    ["idle", INITIAL_UPLOAD, true, ""],
  ])("%s", (_, state, online, text) => {
    expect(uploadStatusText(state, online)).toMatch(text);
  });
});
