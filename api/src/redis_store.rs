//! Redis, the API's one adapter to it: fixed-window counters for throttling, the assistant's
//! conversation context and the zero-result tally. Every key is built here ([`keys`]), under the process's prefix.
//!
//! Redis being down never blocks a user, and never lifts a limit either: while Redis is away
//! (down, or too slow to answer within 500 ms) the same counters live in this process's
//! memory, so every limit still holds, per process instead of across processes (looser when
//! several API processes run). The other operations are best effort and log their failures.

use std::{
    collections::HashMap,
    sync::Arc,
    time::{Duration, Instant},
};

use redis::{AsyncCommands, aio::ConnectionManager};
use tokio::sync::Mutex;

/// The names of the keys the API keeps (each under the process's prefix), in one place.
pub mod keys {
    /// The filters of an assistant conversation, for its follow-ups.
    pub fn chat_context(session: &str) -> String {
        format!("chat:ctx:{session}")
    }

    /// A sorted set of searches that found nothing ("keyword|location" → count).
    pub const ZERO_RESULTS: &str = "search:zero-results";
}

/// How long after Redis was too slow to answer requests go straight to the local counters
/// instead of waiting on it again (a refused connection fails at once and is retried at once).
const RETRY_CONNECT_AFTER: Duration = Duration::from_secs(2);
/// The local counters kept at most; past it, expired ones are dropped, then the oldest.
const LOCAL_MAX_KEYS: usize = 100_000;

/// A lazily connected Redis handle that reconnects after an outage.
#[derive(Clone)]
pub struct Redis {
    client: redis::Client,
    conn: Arc<Mutex<Option<ConnectionManager>>>,
    /// Until when Redis is taken as down (no connection attempt before then).
    down_until: Arc<std::sync::Mutex<Option<Instant>>>,
    prefix: Arc<str>,
    local: Arc<LocalCounters>,
}

/// Fixed-window counters in memory: the fallback while Redis is away.
#[derive(Default)]
pub struct LocalCounters(std::sync::Mutex<HashMap<String, (u64, Instant)>>);

impl LocalCounters {
    fn map(&self) -> std::sync::MutexGuard<'_, HashMap<String, (u64, Instant)>> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Adds one to a counter whose window starts at its first hit: (count, seconds left).
    pub fn hit(&self, key: &str, window: Duration) -> (u64, u64) {
        let now = Instant::now();
        let mut map = self.map();
        if map.len() >= LOCAL_MAX_KEYS && !map.contains_key(key) {
            map.retain(|_, (_, until)| *until > now);
            if map.len() >= LOCAL_MAX_KEYS {
                // Under a flood of distinct keys, forget the windows closest to their end.
                let mut ends: Vec<Instant> = map.values().map(|(_, until)| *until).collect();
                ends.sort_unstable();
                let cut = ends[ends.len() / 10];
                map.retain(|_, (_, until)| *until > cut);
            }
        }
        let entry = map.entry(key.to_string()).or_insert((0, now + window));
        if entry.1 <= now {
            *entry = (0, now + window);
        }
        entry.0 += 1;
        (entry.0, secs_left(entry.1, now))
    }

    /// The count of a live counter and its seconds left ((0, 0) when absent or expired).
    pub fn count(&self, key: &str) -> (u64, u64) {
        let now = Instant::now();
        match self.map().get(key) {
            Some((n, until)) if *until > now => (*n, secs_left(*until, now)),
            _ => (0, 0),
        }
    }

    pub fn unhit(&self, key: &str) {
        if let Some(e) = self.map().get_mut(key) {
            e.0 = e.0.saturating_sub(1);
        }
    }

    pub fn clear(&self, key: &str) {
        self.map().remove(key);
    }
}

fn secs_left(until: Instant, now: Instant) -> u64 {
    until.saturating_duration_since(now).as_secs_f64().ceil() as u64
}

impl Redis {
    pub fn new(url: &str, prefix: &str) -> anyhow::Result<Self> {
        Ok(Self {
            client: redis::Client::open(url)?,
            conn: Arc::new(Mutex::new(None)),
            down_until: Arc::new(std::sync::Mutex::new(None)),
            prefix: prefix.into(),
            local: Arc::new(LocalCounters::default()),
        })
    }

    fn taken_as_down(&self) -> bool {
        let guard = self.down_until.lock().unwrap_or_else(|e| e.into_inner());
        guard.is_some_and(|until| Instant::now() < until)
    }

    fn mark_down_if_slow(&self, e: &redis::RedisError) {
        if e.is_timeout() {
            self.mark_down();
        }
    }

    fn mark_down(&self) {
        *self.down_until.lock().unwrap_or_else(|e| e.into_inner()) =
            Some(Instant::now() + RETRY_CONNECT_AFTER);
    }

    /// The full key for a name under this process's prefix.
    pub fn key(&self, name: &str) -> String {
        format!("{}{}", self.prefix, name)
    }

    /// A connection, or `None` when Redis does not answer (callers degrade gracefully). After
    /// a slow attempt, `None` at once for a moment instead of waiting on Redis each time.
    async fn conn(&self) -> Option<ConnectionManager> {
        if self.taken_as_down() {
            return None;
        }
        let mut guard = self.conn.lock().await;
        if let Some(c) = guard.as_ref() {
            return Some(c.clone());
        }
        if self.taken_as_down() {
            return None;
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
                tracing::warn!(error = %e, "redis unavailable; limits count in this process");
                if e.is_timeout() {
                    self.mark_down();
                }
                None
            }
            Err(_) => {
                tracing::warn!("redis connect timed out; limits count in this process");
                self.mark_down();
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

    /// The current count of a window counter and its seconds left (0 when absent).
    pub async fn count(&self, name: &str) -> (u64, u64) {
        let key = self.key(name);
        let Some(mut c) = self.conn().await else {
            return self.local.count(&key);
        };
        let res: redis::RedisResult<(Option<u64>, i64)> =
            redis::pipe().get(&key).ttl(&key).query_async(&mut c).await;
        match res {
            Ok((n, ttl)) => (n.unwrap_or(0), ttl.max(0) as u64),
            Err(e) => {
                tracing::warn!(error = %e, "redis count failed; counting in this process");
                self.mark_down_if_slow(&e);
                self.local.count(&key)
            }
        }
    }

    /// Adds one to a counter whose window starts at its first hit; returns the new count and
    /// the seconds left in the window.
    pub async fn hit(&self, name: &str, window: Duration) -> (u64, u64) {
        let key = self.key(name);
        let Some(mut c) = self.conn().await else {
            return self.local.hit(&key, window);
        };
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
                tracing::warn!(error = %e, "redis hit failed; counting in this process");
                self.mark_down_if_slow(&e);
                self.local.hit(&key, window)
            }
        }
    }

    /// Takes back one hit of a counter (never below zero): an attempt reserved with `hit`
    /// that turned out not to be a failure.
    pub async fn unhit(&self, name: &str) {
        let Some(mut c) = self.conn().await else {
            return self.local.unhit(&self.key(name));
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
            self.local.unhit(&self.key(name));
        }
    }

    /// Forgets a counter (after a successful login).
    pub async fn clear(&self, name: &str) {
        self.local.clear(&self.key(name));
        if let Some(mut c) = self.conn().await {
            let r: redis::RedisResult<()> = c.del(self.key(name)).await;
            if let Err(e) = r {
                tracing::warn!(error = %e, "redis clear failed");
            }
        }
    }

    /// The JSON kept for an assistant conversation, if any.
    pub async fn chat_context(&self, session: &str) -> Option<String> {
        let mut c = self.conn().await?;
        redis::cmd("GET")
            .arg(self.key(&keys::chat_context(session)))
            .query_async(&mut c)
            .await
            .ok()?
    }

    /// Keeps an assistant conversation's filters (JSON) for `ttl_secs`.
    pub async fn keep_chat_context(&self, session: &str, json: &str, ttl_secs: u64) {
        let Some(mut c) = self.conn().await else {
            return;
        };
        let r: redis::RedisResult<()> = redis::cmd("SET")
            .arg(self.key(&keys::chat_context(session)))
            .arg(json)
            .arg("EX")
            .arg(ttl_secs)
            .query_async(&mut c)
            .await;
        if let Err(e) = r {
            tracing::warn!(error = %e, "chat context not kept");
        }
    }

    /// Counts a search that found nothing, so missing synonyms and places can be spotted.
    pub async fn count_zero_result(&self, search: &str) {
        let Some(mut c) = self.conn().await else {
            return;
        };
        let r: redis::RedisResult<()> = redis::cmd("ZINCRBY")
            .arg(self.key(keys::ZERO_RESULTS))
            .arg(1)
            .arg(search)
            .query_async(&mut c)
            .await;
        if let Err(e) = r {
            tracing::warn!(error = %e, "zero-result count failed");
        }
    }

    /// Checks a counter against a limit, then counts this attempt. `Err(secs)` when over.
    pub async fn limit(&self, name: &str, max: u64, window: Duration) -> Result<(), u64> {
        let (n, ttl) = self.hit(name, window).await;
        if n > max { Err(ttl.max(1)) } else { Ok(()) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn local_counters_keep_windows_and_stay_bounded() {
        let c = LocalCounters::default();
        let w = Duration::from_secs(60);
        assert_eq!(c.hit("a", w).0, 1);
        assert_eq!(c.hit("a", w).0, 2);
        c.unhit("a");
        assert_eq!(c.count("a").0, 1);
        assert!((59..=60).contains(&c.count("a").1));
        c.clear("a");
        assert_eq!(c.count("a"), (0, 0));
        // An ended window starts again.
        assert_eq!(c.hit("b", Duration::ZERO).0, 1);
        assert_eq!(c.hit("b", Duration::ZERO).0, 1);
        for i in 0..LOCAL_MAX_KEYS + 10 {
            c.hit(&format!("k{i}"), w);
        }
        assert!(c.map().len() <= LOCAL_MAX_KEYS);
    }
}
