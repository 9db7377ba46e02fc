import autocannon from 'autocannon';

/**
 * `count` GETs one after another on one kept-alive connection through autocannon, each timed as
 * autocannon times it (process.hrtime from writing the request on the raw socket to the last byte
 * of the answer parsed), in milliseconds. autocannon's own latency histogram keeps whole
 * milliseconds only, too coarse for a 3 to 10 ms miss, so each time comes from its 'response'
 * event. The connection is opened as the first request is written: that one is sent and left out.
 * The answer is read as bytes and not decoded, the same for every server it is pointed at
 * (decision 040: the issue-18 verdict's client).
 */
export async function autocannonTimes(
  origin: string,
  /** The path of each request (a new miss each time). */
  nextPath: () => string,
  count: number,
): Promise<number[]> {
  const times: number[] = [];
  let failed: string | null = null;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: 1,
        amount: count + 1,
        headers: { 'accept-encoding': 'gzip, deflate' },
        requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
      },
      (err, done) => (err ? reject(err) : resolve(done)),
    );
    let answered = 0;
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode !== 200) failed ??= `${origin}: ${statusCode}`;
      if (answered++ > 0) times.push(responseTime);
    });
  });
  if (failed) throw new Error(failed);
  if (result.errors + result.timeouts > 0)
    throw new Error(`${origin}: ${result.errors} errors, ${result.timeouts} timeouts`);
  return times;
}
