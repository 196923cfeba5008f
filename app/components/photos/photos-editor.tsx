import { useCallback, useState } from "react";
import type { PhotosDefaults } from "~/domain/profile-model";
import { GalleryUploader } from "./gallery-uploader";
import { ImageUploader } from "./image-uploader";
import type { UploadResult } from "./upload-client";
import { m } from "~/i18n/paraglide/messages.js";

/*
 * Photos are saved to the profile as soon as each upload finishes (the form's Save is not needed for photos),
 * and an open profile page updates live. The profile photo and banner belong to wizard step 2 (requirements 2), the
 * gallery to step 3; the edit page shows both.
 */

const SECTION = "space-y-6 rounded-3xl bg-slate-900 p-6 ring-1 ring-white/10 sm:p-8";

function SectionHeading({ id, title }: { id: string; title: string }) {
  return (
    <div>
      <h2 id={id} className="text-xl font-bold text-white">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-400">{m.owner_photos_saved_note()}</p>
    </div>
  );
}

/** The profile photo and the banner, with the colours the banner gives the page. */
export function ProfileImagesEditor({ defaults, heading }: { defaults: PhotosDefaults; heading?: string }) {
  const [photo, setPhoto] = useState(defaults.profileImageUrl);
  const [banner, setBanner] = useState({ url: defaults.profileBannerUrl, colors: defaults.bannerColors });
  const photoUploaded = useCallback((result: UploadResult) => setPhoto(result.url), []);
  const bannerUploaded = useCallback(
    (result: UploadResult) => setBanner({ url: result.url, colors: result.bannerColors ?? [] }),
    [],
  );
  return (
    <section aria-labelledby="profile-images-heading" className={SECTION}>
      <SectionHeading id="profile-images-heading" title={heading ?? m.owner_photo_and_banner()} />
      <ImageUploader
        kind="profile"
        label={m.owner_profile_photo()}
        hint={m.owner_photo_hint()}
        url={photo}
        onUploaded={photoUploaded}
      />
      <div className="space-y-3">
        <ImageUploader
          kind="banner"
          label={m.owner_banner()}
          hint={m.owner_banner_hint()}
          url={banner.url}
          onUploaded={bannerUploaded}
        />
        {banner.url && banner.colors.length > 0 && (
          <div
            className="flex flex-wrap items-center gap-2 text-xs text-slate-300"
            data-banner-colors={banner.colors.join(" ")}
          >
            <span>{m.owner_banner_colours()}</span>
            {banner.colors.map((color) => (
              <span key={color} className="inline-flex items-center gap-1">
                <span
                  aria-hidden="true"
                  className="h-4 w-4 rounded-full ring-1 ring-white/30"
                  style={{ backgroundColor: color }}
                />
                {color}
              </span>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

/** The gallery (wizard step 3 and the edit page). */
export function GalleryEditor({ defaults }: { defaults: Pick<PhotosDefaults, "images"> }) {
  const [images, setImages] = useState(defaults.images);
  return (
    <section aria-labelledby="gallery-heading" className={SECTION}>
      <SectionHeading id="gallery-heading" title={m.owner_gallery()} />
      <GalleryUploader images={images} onImagesChange={setImages} />
    </section>
  );
}

/** Every photo in one place, for the edit page. */
export function PhotosEditor({ defaults }: { defaults: PhotosDefaults }) {
  return (
    <div className="space-y-8">
      <ProfileImagesEditor defaults={defaults} heading={m.owner_photos()} />
      <GalleryEditor defaults={defaults} />
    </div>
  );
}
