// n withdrawal requests of KSh 1000 fired at once, spread over one or more servers.
const body = { amount: 1000, mpesa_number: '0712345678', full_name: 'Burst Tester' };

export async function burst(urls: string[], token: string, n = 200) {
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      fetch(`${urls[i % urls.length]}/api/collections/withdrawal/records`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as any })),
    ),
  );
}
