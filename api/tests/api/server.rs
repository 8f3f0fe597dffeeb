//! The server loop's limits: a slow client cannot pin a connection, and one
//! address cannot hold more than its share of connections.

use std::time::Duration;

use kaamsetu_api::serve::ServeLimits;
use reqwest::StatusCode;
use sqlx::PgPool;
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};

use crate::helpers::*;

const LIMITS: ServeLimits = ServeLimits {
    header_read: Duration::from_secs(1),
    body_read: Duration::from_secs(1),
    connections_per_address: 3,
};

async fn connect(app: &TestApp) -> TcpStream {
    TcpStream::connect(app.base.trim_start_matches("http://"))
        .await
        .unwrap()
}

/// Reads until the server answers or closes; what it sent, or None past `within`.
async fn outcome(tcp: &mut TcpStream, within: Duration) -> Option<String> {
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    let read = async {
        loop {
            match tcp.read(&mut buf).await {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    got.extend_from_slice(&buf[..n]);
                    if got.windows(4).any(|w| w == b"\r\n\r\n") {
                        break;
                    }
                }
            }
        }
    };
    tokio::time::timeout(within, read).await.ok()?;
    Some(String::from_utf8_lossy(&got).into_owned())
}

#[sqlx::test(migrations = false)]
async fn partial_headers_and_short_bodies_do_not_hold_a_connection(db: PgPool) {
    let app = TestApp::spawn_serving(db, |_| {}, LIMITS).await;
    // Headers that never end: closed after the header-read timeout (it stayed open past 65 s).
    let mut tcp = connect(&app).await;
    tcp.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ")
        .await
        .unwrap();
    let answer = outcome(&mut tcp, Duration::from_secs(5))
        .await
        .expect("the connection is closed, not held");
    assert!(
        answer.is_empty() || answer.starts_with("HTTP/1.1 408"),
        "{answer}"
    );

    // A body shorter than its Content-Length: the request ends with a 4xx.
    let mut tcp = connect(&app).await;
    tcp.write_all(
        b"POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
          Content-Length: 200\r\n\r\n{\"email\": \"a",
    )
    .await
    .unwrap();
    let answer = outcome(&mut tcp, Duration::from_secs(5))
        .await
        .expect("the request ends, not held");
    assert!(
        answer.is_empty() || answer.starts_with("HTTP/1.1 4"),
        "{answer}"
    );
}

#[sqlx::test(migrations = false)]
async fn one_address_holds_at_most_its_share_of_connections(db: PgPool) {
    let app = TestApp::spawn_serving(db, |_| {}, LIMITS).await;
    let mut held = vec![];
    for _ in 0..3 {
        let mut tcp = connect(&app).await;
        tcp.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
            .await
            .unwrap();
        let answer = outcome(&mut tcp, Duration::from_secs(5)).await.unwrap();
        assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
        held.push(tcp); // kept alive
    }
    let mut fourth = connect(&app).await;
    let _ = fourth
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        .await;
    let answer = outcome(&mut fourth, Duration::from_secs(5)).await.unwrap();
    assert_eq!(answer, "", "the fourth connection is closed at once");
    // A held connection goes; a new one is served.
    held.pop();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
    loop {
        let r = app.get(&app.client(), "/healthz").await;
        if r.status() == StatusCode::OK {
            break;
        }
        assert!(tokio::time::Instant::now() < deadline);
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A 100 KB address and 40 KB of headers are answered in the JSON error shape (hyper answered
/// 414 and 431 with an empty body), and an ordinary request on a new connection still works.
#[sqlx::test(migrations = false)]
async fn overlong_addresses_and_headers_get_json_errors(db: PgPool) {
    let app = TestApp::spawn_serving(db, |_| {}, LIMITS).await;
    let long_target = format!("/api/jobs?keyword={}", "a".repeat(100 * 1024));
    let big_header = format!("X-Big: {}\r\n", "b".repeat(40 * 1024));
    for (request, status, code) in [
        (
            format!("GET {long_target} HTTP/1.1\r\nHost: x\r\n\r\n"),
            "HTTP/1.1 414",
            "uri_too_long",
        ),
        (
            format!("GET /healthz HTTP/1.1\r\nHost: x\r\n{big_header}\r\n"),
            "HTTP/1.1 431",
            "headers_too_large",
        ),
    ] {
        let mut tcp = connect(&app).await;
        let _ = tcp.write_all(request.as_bytes()).await;
        let mut reply = Vec::new();
        let _ = tokio::time::timeout(Duration::from_secs(5), tcp.read_to_end(&mut reply)).await;
        let reply = String::from_utf8_lossy(&reply);
        assert!(reply.starts_with(status), "{reply}");
        let body = reply.split("\r\n\r\n").nth(1).unwrap();
        let v: serde_json::Value = serde_json::from_str(body).unwrap();
        assert_eq!(v["success"], serde_json::json!(false));
        assert_eq!(v["code"], serde_json::json!(code));
        assert!(v["message"].as_str().is_some_and(|m| !m.is_empty()));
    }
    let r = app
        .get(&app.client(), "/api/jobs/total-open-positions")
        .await;
    assert_eq!(r.status(), StatusCode::OK);
}

/// The same limits hold for a later request on a kept-alive connection.
#[sqlx::test(migrations = false)]
async fn the_size_limits_hold_on_a_kept_alive_connection(db: PgPool) {
    let app = TestApp::spawn_serving(db, |_| {}, LIMITS).await;
    let c = app.client();
    assert_eq!(app.get(&c, "/healthz").await.status(), StatusCode::OK);
    let r = app
        .get(&c, &format!("/api/jobs?keyword={}", "a".repeat(20 * 1024)))
        .await;
    let v = error_of(r, StatusCode::URI_TOO_LONG).await;
    assert_eq!(v["code"], serde_json::json!("uri_too_long"));
    let r = c
        .get(app.url("/healthz"))
        .header("x-big", "b".repeat(40 * 1024))
        .send()
        .await
        .unwrap();
    let v = error_of(r, StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE).await;
    assert_eq!(v["code"], serde_json::json!("headers_too_large"));
}
