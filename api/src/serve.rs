//! The HTTP server loop, with what a public server needs and `axum::serve` does not set: a
//! header-read timeout, a body-read timeout (in `app`), and a cap on connections per client
//! address, so a slow or greedy client cannot pin the server (a connection holding partial
//! headers, or a body shorter than its Content-Length, stayed open past 65 s).

use std::{
    collections::HashMap,
    future::Future,
    net::{IpAddr, SocketAddr},
    sync::{Arc, Mutex},
    time::Duration,
};

use axum::{Router, extract::ConnectInfo};
use hyper::{Request, body::Incoming};
use hyper_util::{
    rt::{TokioExecutor, TokioIo, TokioTimer},
    server::{conn::auto::Builder, graceful::GracefulShutdown},
};
use tokio::net::TcpListener;
use tower::ServiceExt;
use tower_http::timeout::RequestBodyTimeoutLayer;

/// What one client may hold.
#[derive(Clone, Copy, Debug)]
pub struct ServeLimits {
    /// A request's head must arrive within this (else the connection is closed).
    pub header_read: Duration,
    /// A request's body must arrive in full within this (a body shorter than its
    /// Content-Length ends the request with a 4xx); a 5 MB upload on a slow phone fits.
    pub body_read: Duration,
    /// Open connections per client address; more are closed at once.
    pub connections_per_address: usize,
}

impl Default for ServeLimits {
    fn default() -> Self {
        Self {
            header_read: Duration::from_secs(10),
            body_read: Duration::from_secs(60),
            connections_per_address: 256,
        }
    }
}

/// Open connections per address, and the slot one connection holds.
#[derive(Default)]
struct Open(Mutex<HashMap<IpAddr, usize>>);

struct Slot(Arc<Open>, IpAddr);

impl Open {
    fn take(self: &Arc<Self>, ip: IpAddr, max: usize) -> Option<Slot> {
        let mut open = self.0.lock().expect("lock");
        let n = open.entry(ip).or_default();
        if *n >= max {
            return None;
        }
        *n += 1;
        Some(Slot(self.clone(), ip))
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut open = self.0.0.lock().expect("lock");
        if let Some(n) = open.get_mut(&self.1) {
            *n -= 1;
            if *n == 0 {
                open.remove(&self.1);
            }
        }
    }
}

/// Serves `app` on `listener` until `shutdown` completes, then lets open requests finish (up to
/// 10 s). Every connection gets `TCP_NODELAY` (see `startup::nodelay` for why) and the client
/// address as `ConnectInfo`.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    limits: ServeLimits,
    shutdown: impl Future<Output = ()>,
) -> std::io::Result<()> {
    let mut builder = Builder::new(TokioExecutor::new());
    builder
        .http1()
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_read);
    let app = app.layer(RequestBodyTimeoutLayer::new(limits.body_read));
    let open = Arc::new(Open::default());
    let graceful = GracefulShutdown::new();
    tokio::pin!(shutdown);
    loop {
        let (tcp, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                Err(e) => {
                    // Out of file descriptors and the like: wait a moment instead of spinning.
                    tracing::warn!(error = %e, "accept failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let Some(slot) = open.take(peer.ip(), limits.connections_per_address) else {
            tracing::warn!(ip = %peer.ip(), "connection refused: too many from this address");
            drop(tcp);
            continue;
        };
        if let Err(e) = tcp.set_nodelay(true) {
            tracing::debug!(error = %e, "TCP_NODELAY not set on a connection");
        }
        let app = app.clone();
        let service = hyper::service::service_fn(move |mut req: Request<Incoming>| {
            req.extensions_mut().insert(ConnectInfo::<SocketAddr>(peer));
            app.clone().oneshot(req)
        });
        let conn = builder
            .serve_connection_with_upgrades(TokioIo::new(tcp), service)
            .into_owned();
        let conn = graceful.watch(conn);
        tokio::spawn(async move {
            if let Err(e) = conn.await {
                tracing::debug!(error = %e, "connection ended with an error");
            }
            drop(slot);
        });
    }
    drop(listener);
    if tokio::time::timeout(Duration::from_secs(10), graceful.shutdown())
        .await
        .is_err()
    {
        tracing::warn!("open connections did not finish within 10 s of shutdown");
    }
    Ok(())
}
