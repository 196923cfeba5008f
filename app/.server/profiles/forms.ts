/** Today as the server sees it (UTC); the browser refines "past" with its own date. */
export const todayIso = () => new Date().toISOString().slice(0, 10);
