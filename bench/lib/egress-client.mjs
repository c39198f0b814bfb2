// One measurement for bench/egress.mjs, run inside the bench's network namespace — directly, or behind the egress
// bridge as the agent's commands run (then HTTP_PROXY points at the bridge). Prints the elapsed milliseconds.
// usage: node egress-client.mjs big|tunnel|big-link|tunnel-link|small direct|proxy
// (the -link modes download from an upstream paced to 1 Gbit/s)
import http from "node:http";
import net from "node:net";

const [mode, via] = process.argv.slice(2);
const proxy = via === "proxy" ? new URL(process.env.HTTP_PROXY) : undefined;
const HOST = "registry.test";

function get(path) {
  return new Promise((resolve, reject) => {
    const url = `http://${HOST}:8080${path}`;
    const options = proxy
      ? { host: proxy.hostname, port: proxy.port, path: url, headers: { host: `${HOST}:8080` }, agent: false }
      : { host: HOST, port: 8080, path, agent: false };
    http
      .get(options, (res) => {
        let bytes = 0;
        res.on("data", (d) => (bytes += d.length));
        res.on("end", () => (res.statusCode === 200 ? resolve(bytes) : reject(new Error(`HTTP ${res.statusCode}`))));
      })
      .on("error", reject);
  });
}

/** A raw stream through CONNECT (what every HTTPS download is to the proxy), or straight to the port. */
function tunnel(port) {
  return new Promise((resolve, reject) => {
    const count = (socket) => {
      let bytes = 0;
      socket.on("data", (d) => (bytes += d.length));
      socket.on("end", () => resolve(bytes));
      socket.on("error", reject);
    };
    if (!proxy) return count(net.connect(port, HOST));
    http
      .request({ host: proxy.hostname, port: proxy.port, method: "CONNECT", path: `${HOST}:${port}` })
      .on("connect", (res, socket, head) => {
        if (res.statusCode !== 200) return reject(new Error(`CONNECT ${res.statusCode}`));
        count(socket);
        if (head.length) socket.emit("data", head);
      })
      .on("error", reject)
      .end();
  });
}

const start = performance.now();
if (mode === "big") await get("/big");
else if (mode === "big-link") await get("/big-link");
else if (mode === "tunnel") await tunnel(8081);
else if (mode === "tunnel-link") await tunnel(8082);
else for (let i = 0; i < 200; i++) await get("/small");
process.stdout.write(`${(performance.now() - start).toFixed(2)}\n`);
