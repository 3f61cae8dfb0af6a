/**
 * The reverse proxy in front of the portal's replicas, as `deploy/nginx/portal.conf` configures it for
 * the compose file (decision 2123), here with its files in `folder`. Its replicas are the file
 * `deploy/nginx/follow-readiness.sh` keeps to those whose `/ready` answers 200 (`upstreamFile`).
 */
export function nginxConfig(options: {
  folder: string;
  listenPort: number;
  upstreamFile: string;
  /** A file to log each request's replica to (`$upstream_addr`); no access log without it. */
  upstreamLog?: string;
}): string {
  const { folder, listenPort, upstreamFile, upstreamLog } = options;
  const accessLog = upstreamLog
    ? `log_format replica '$upstream_addr';\n  access_log ${upstreamLog} replica;`
    : 'access_log off;';
  return `# Written by the rolling-restart check and the journey benchmark (decision 2123); the deployment's own is deploy/nginx/portal.conf.
daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  ${accessLog}
  client_body_temp_path ${folder}/body;
  # Uploads kept in memory up to the portal's limit: a worker of an nginx started by root runs as
  # nobody, who may not write in this folder.
  client_body_buffer_size 25m;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
${portalProxy(upstreamFile, `127.0.0.1:${listenPort}`)}
}
`;
}

/**
 * The part both configurations share. Each request reaches a replica on a new connection (no
 * upstream keep-alive), so none is written to a connection the replica is closing; a replica that
 * refuses a connection is skipped for the next one.
 */
export function portalProxy(upstreamFile: string, listen: string): string {
  return `  # A WebSocket upgrade passes through; every other request closes its connection to the replica.
  map $http_upgrade $connection_to_replica {
    default upgrade;
    ''      close;
  }
  upstream portal {
    include ${upstreamFile};
  }
  server {
    listen ${listen};
    client_max_body_size 25m;
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_to_replica;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A replica that stopped taking connections, or answers 502/503/504: the next one.
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      # The credit decision's subscription waits on its WebSocket for minutes.
      proxy_read_timeout 1h;
      proxy_buffering off;
    }
  }`;
}
