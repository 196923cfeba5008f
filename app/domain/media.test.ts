import { describe, expect, it } from "vitest";
import {
  largeImage,
  MAX_UPLOAD_BYTES,
  mediaFolder,
  responsiveImage,
  safeFileStem,
  storedWidths,
  uploadProblem,
} from "./media";

describe("uploadProblem", () => {
  it("accepts images up to 5 MB and refuses everything else with the SPEC message", () => {
    expect(uploadProblem({ size: 1000, type: "image/jpeg" })).toBeNull();
    expect(uploadProblem({ size: MAX_UPLOAD_BYTES, type: "image/png" })).toBeNull();
    expect(uploadProblem({ size: MAX_UPLOAD_BYTES + 1, type: "image/png" })).toBe("Max file size 5 MB");
    expect(uploadProblem({ size: 10, type: "text/html" })).toBe("Only image files can be uploaded");
    expect(uploadProblem({ size: 10, type: "image/svg+xml" })).toBe("Only image files can be uploaded");
    expect(uploadProblem({ size: 0, type: "image/png" })).toBe("This file is empty");
  });
});

describe("safeFileStem", () => {
  it("never lets a name become a path", () => {
    expect(safeFileStem("../../etc/passwd")).toBe("etc-passwd");
    expect(safeFileStem("Café Night.JPG")).toBe("cafe-night");
    expect(safeFileStem("..")).toBe("photo");
    expect(safeFileStem("a".repeat(100) + ".png")).toHaveLength(40);
  });
});

describe("responsiveImage", () => {
  it("lists every stored width of Tipped's uploads", () => {
    expect(responsiveImage("/media/recipients/u_1/profile/k3x/384.webp")).toEqual({
      src: "/media/recipients/u_1/profile/k3x/384.webp",
      srcSet:
        "/media/recipients/u_1/profile/k3x/112.webp 112w, /media/recipients/u_1/profile/k3x/224.webp 224w, /media/recipients/u_1/profile/k3x/384.webp 384w",
      sizes: "112px",
    });
    expect(responsiveImage("/media/gallery/1700000000000_0_stage-ab12/720.webp").srcSet).toContain("/240.webp 240w");
    expect(responsiveImage("/media/recipients/u/banner/v1/1200.webp").sizes).toBe("(max-width: 480px) 100vw, 480px");
  });

  it("leaves other addresses alone and refuses to read paths out of them", () => {
    expect(responsiveImage("https://example.com/a.jpg")).toEqual({ src: "https://example.com/a.jpg" });
    expect(mediaFolder("/media/recipients/../profile/x/1.webp")).toBeNull();
    expect(mediaFolder("/media/gallery/a/b/1.webp")).toBeNull();
    expect(mediaFolder(null)).toBeNull();
  });
});

describe("largeImage: the copy a gallery photo opens to", () => {
  it("is the 1600 px copy, with every stored width to pick from", () => {
    const large = largeImage("/media/gallery/1700000000000_0_stage-ab12/720.webp");
    expect(large.src).toBe("/media/gallery/1700000000000_0_stage-ab12/1600.webp");
    expect(large.srcSet).toBe(
      "/media/gallery/1700000000000_0_stage-ab12/240.webp 240w, /media/gallery/1700000000000_0_stage-ab12/480.webp 480w, /media/gallery/1700000000000_0_stage-ab12/720.webp 720w, /media/gallery/1700000000000_0_stage-ab12/1600.webp 1600w",
    );
    expect(large.sizes).toBe("100vw");
  });

  it("leaves other addresses as they are", () => {
    expect(largeImage("https://example.com/photo.jpg")).toEqual({ src: "https://example.com/photo.jpg" });
    expect(largeImage("/media/recipients/u/banner/v1/1200.webp")).toEqual({
      src: "/media/recipients/u/banner/v1/1200.webp",
    });
  });

  it("a gallery photo is stored at every card width and at 1600 px", () => {
    expect(storedWidths("gallery")).toEqual([240, 480, 720, 1600]);
    expect(storedWidths("profile")).toEqual([112, 224, 384]);
  });
});
