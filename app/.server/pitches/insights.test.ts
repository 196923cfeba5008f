import { expect, it } from "vitest";
import { pitchesInRange } from "./insights";

const scanned = (id: string, name: string, views: number) => ({ id, name, archived: false, views, clicks: 0 });
const paid = (id: string, name: string, tipAmount: number) => ({ id, name, archived: false, tips: 1, tipAmount });

it.each([
  {
    why: "most scans first",
    sources: [scanned("a", "Pier 39", 2), scanned("b", "Union Square", 5)],
    tips: [],
    order: ["Union Square", "Pier 39"],
  },
  {
    why: "with as many scans, the most money first; a pitch with a tip and no scan is listed",
    sources: [scanned("a", "Pier 39", 0)],
    tips: [paid("b", "Ferry Building", 500), paid("a", "Pier 39", 300)],
    order: ["Ferry Building", "Pier 39"],
  },
  {
    why: "then by name as a person reads it, numbers as numbers, whatever the case",
    sources: [scanned("a", "corner 10", 1), scanned("b", "Corner 2", 1), scanned("c", "Bridge", 1)],
    tips: [],
    order: ["Bridge", "Corner 2", "corner 10"],
  },
])("$why", ({ sources, tips, order }) => {
  expect(pitchesInRange(sources, tips).map((row) => row.name)).toEqual(order);
});

it("joins a pitch's scans and its tips in one row", () => {
  expect(pitchesInRange([scanned("a", "Pier 39", 3)], [paid("a", "Pier 39", 700)])).toEqual([
    { pitchId: "a", name: "Pier 39", archived: false, views: 3, clicks: 0, tips: 1, tipAmount: 700 },
  ]);
});
