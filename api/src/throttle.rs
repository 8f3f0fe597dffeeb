//! Redis: fixed-window counters for throttling. Redis being down never blocks a user:
//! the counters fail open and the failure is logged.

use std::{sync::Arc, time::Duration};

use redis::{AsyncCommands, aio::ConnectionManager};
use tokio::sync::Mutex;

/// A lazily connected Redis handle that reconnects after an outage.
#[derive(Clone)]
pub struct Redis {
    client: redis::Client,
    conn: Arc<Mutex<Option<ConnectionManager>>>,
    prefix: Arc<str>,
}

impl Redis {
    pub fn new(url: &str, prefix: &str) -> anyhow::Result<Self> {
        Ok(Self {
            client: redis::Client::open(url)?,
            conn: Arc::new(Mutex::new(None)),
            prefix: prefix.into(),
        })
    }

    /// The full key for a name under this process's prefix.
    pub fn key(&self, name: &str) -> String {
        format!("{}{}", self.prefix, name)
    }

    /// A connection, or `None` when Redis does not answer (callers degrade gracefully).
    pub async fn conn(&self) -> Option<ConnectionManager> {
        let mut guard = self.conn.lock().await;
        if let Some(c) = guard.as_ref() {
            return Some(c.clone());
        }
        let cfg = redis::aio::ConnectionManagerConfig::new()
            .set_connection_timeout(Some(Duration::from_millis(500)))
            .set_response_timeout(Some(Duration::from_millis(500)))
            .set_number_of_retries(1);
        match tokio::time::timeout(
            Duration::from_secs(1),
            ConnectionManager::new_with_config(self.client.clone(), cfg),
        )
        .await
        {
            Ok(Ok(c)) => {
                *guard = Some(c.clone());
                Some(c)
            }
            Ok(Err(e)) => {
                tracing::warn!(error = %e, "redis unavailable");
                None
            }
            Err(_) => {
                tracing::warn!("redis connect timed out");
                None
            }
        }
    }

    /// Answers whether Redis responds to PING.
    pub async fn ping(&self) -> bool {
        match self.conn().await {
            Some(mut c) => redis::cmd("PING")
                .query_async::<String>(&mut c)
                .await
                .is_ok(),
            None => false,
        }
    }

    /// The current count of a window counter (0 when absent or Redis is down).
    pub async fn count(&self, name: &str) -> (u64, u64) {
        let Some(mut c) = self.conn().await else {
            return (0, 0);
        };
        let key = self.key(name);
        let res: redis::RedisResult<(Option<u64>, i64)> =
            redis::pipe().get(&key).ttl(&key).query_async(&mut c).await;
        match res {
            Ok((n, ttl)) => (n.unwrap_or(0), ttl.max(0) as u64),
            Err(e) => {
                tracing::warn!(error = %e, "redis count failed");
                (0, 0)
            }
        }
    }

    /// Adds one to a counter whose window starts at its first hit; returns the new count and
    /// the seconds left in the window.
    pub async fn hit(&self, name: &str, window: Duration) -> (u64, u64) {
        let Some(mut c) = self.conn().await else {
            return (0, 0);
        };
        let key = self.key(name);
        let res: redis::RedisResult<(u64, i64, i64)> = redis::pipe()
            .atomic()
            .incr(&key, 1u64)
            .cmd("EXPIRE")
            .arg(&key)
            .arg(window.as_secs())
            .arg("NX")
            .ttl(&key)
            .query_async(&mut c)
            .await;
        match res {
            Ok((n, _, ttl)) => (n, ttl.max(0) as u64),
            Err(e) => {
                tracing::warn!(error = %e, "redis hit failed");
                (0, 0)
            }
        }
    }

    /// Takes back one hit of a counter (never below zero): an attempt reserved with `hit`
    /// that turned out not to be a failure.
    pub async fn unhit(&self, name: &str) {
        let Some(mut c) = self.conn().await else {
            return;
        };
        let r: redis::RedisResult<i64> = redis::Script::new(
            "local n = tonumber(redis.call('GET', KEYS[1]) or '0') \
             if n > 0 then return redis.call('DECR', KEYS[1]) end return 0",
        )
        .key(self.key(name))
        .invoke_async(&mut c)
        .await;
        if let Err(e) = r {
            tracing::warn!(error = %e, "redis unhit failed");
        }
    }

    /// Forgets a counter (after a successful login).
    pub async fn clear(&self, name: &str) {
        if let Some(mut c) = self.conn().await {
            let r: redis::RedisResult<()> = c.del(self.key(name)).await;
            if let Err(e) = r {
                tracing::warn!(error = %e, "redis clear failed");
            }
        }
    }

    /// Checks a counter against a limit, then counts this attempt. `Err(secs)` when over.
    pub async fn limit(&self, name: &str, max: u64, window: Duration) -> Result<(), u64> {
        let (n, ttl) = self.hit(name, window).await;
        if n > max { Err(ttl.max(1)) } else { Ok(()) }
    }
}
