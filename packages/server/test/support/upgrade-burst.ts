// n upgrade requests (level 2, each with its own valid M-Pesa reference) fired at once, spread
// over one or more servers.
export async function upgradeBurst(urls: string[], token: string, n = 20) {
  const stem = Date.now().toString(36).toUpperCase().slice(-6).padStart(6, '0');
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      fetch(`${urls[i % urls.length]}/api/collections/registration/records`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify({ level: 2, mpesa_ref: `UP${stem}${String(i).padStart(2, '0')}` }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as any })),
    ),
  );
}
