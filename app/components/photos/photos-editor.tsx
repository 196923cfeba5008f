import { useCallback, useState } from "react";
import type { PhotosDefaults } from "~/domain/profile-model";
import { GalleryUploader } from "./gallery-uploader";
import { ImageUploader } from "./image-uploader";
import type { UploadResult } from "./upload-client";


/**
 * Photos for the wizard's step 3 and the edit page. Each upload is saved to the profile as soon as it finishes
 * (the form's Save is not needed for photos), and an open profile page updates live.
 */
export function PhotosEditor({ defaults }: { defaults: PhotosDefaults }) {
  const [photo, setPhoto] = useState(defaults.profileImageUrl);
  const [banner, setBanner] = useState({ url: defaults.profileBannerUrl, colors: defaults.bannerColors });
  const [images, setImages] = useState(defaults.images);
  const photoUploaded = useCallback((result: UploadResult) => setPhoto(result.url), []);
  const bannerUploaded = useCallback(
    (result: UploadResult) => setBanner({ url: result.url, colors: result.bannerColors ?? [] }),
    [],
  );

  return (
    <section aria-labelledby="photos-heading" className="space-y-6 rounded-3xl bg-slate-900 p-6 ring-1 ring-white/10 sm:p-8">
      <div>
        <h2 id="photos-heading" className="text-xl font-bold text-white">
          Photos
        </h2>
        <p className="mt-1 text-sm text-slate-400">Saved to your page as soon as each upload finishes.</p>
      </div>
      <ImageUploader kind="profile" label="Profile photo" hint="A square photo of you works best." url={photo} onUploaded={photoUploaded} />
      <div className="space-y-3">
        <ImageUploader kind="banner" label="Banner" hint="A wide photo; your page takes its colours from it." url={banner.url} onUploaded={bannerUploaded} />
        {banner.url && banner.colors.length > 0 && (
          <div className="flex items-center gap-2 text-xs text-slate-300" data-banner-colors={banner.colors.join(" ")}>
            <span>Colours from your banner:</span>
            {banner.colors.map((color) => (
              <span key={color} className="inline-flex items-center gap-1">
                <span aria-hidden="true" className="h-4 w-4 rounded-full ring-1 ring-white/30" style={{ backgroundColor: color }} />
                {color}
              </span>
            ))}
          </div>
        )}
      </div>
      <GalleryUploader images={images} onImagesChange={setImages} />
    </section>
  );
}
