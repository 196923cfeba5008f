const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * A click on a video thumbnail (a link to YouTube) plays it in place instead: the privacy-enhanced player
 * replaces the thumbnail. Clicks with a modifier key still open YouTube as the link says.
 */
export function playVideo(link: HTMLAnchorElement, event: MouseEvent): void {
  const id = link.dataset.videoId ?? "";
  if (!VIDEO_ID.test(id) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return;
  }
  event.preventDefault();
  const player = document.createElement("iframe");
  player.src = `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
  player.title = link.dataset.videoTitle ?? "YouTube video";
  player.allow = "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share";
  player.allowFullscreen = true;
  player.referrerPolicy = "strict-origin-when-cross-origin";
  player.className = link.className;
  link.replaceWith(player);
  player.focus();
}
