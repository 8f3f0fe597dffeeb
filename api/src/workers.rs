//! Background workers that outlive their failures. A worker (the mail queue, and anything
//! added later) runs under [`Workers::supervise`]: when it stops, with an error (PostgreSQL
//! dropped its connections, a failover) or without one, it is started again after a back-off,
//! and `/healthz` reports it `down` until it runs again.

use std::{
    collections::BTreeMap,
    future::Future,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

/// First wait before a stopped worker is started again; it doubles up to [`MAX_BACKOFF`].
pub const FIRST_BACKOFF: Duration = Duration::from_millis(250);
/// The longest wait between two starts.
pub const MAX_BACKOFF: Duration = Duration::from_secs(15);
/// A run that lasted this long was healthy: the next failure starts from [`FIRST_BACKOFF`].
const HEALTHY_RUN: Duration = Duration::from_secs(60);

/// One worker's state, as health reports it.
#[derive(Clone, Debug)]
struct Slot {
    running: bool,
    restarts: u64,
    last_error: Option<String>,
}

/// The process's supervised workers by name (cheap to clone).
#[derive(Clone, Default)]
pub struct Workers(Arc<Mutex<BTreeMap<&'static str, Slot>>>);

/// What `/healthz` says of one worker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WorkerReport {
    pub name: &'static str,
    pub running: bool,
    /// Times it was started again since the process began.
    pub restarts: u64,
}

impl Workers {
    /// Each worker and whether it is running now.
    pub fn report(&self) -> Vec<WorkerReport> {
        self.lock()
            .iter()
            .map(|(name, s)| WorkerReport {
                name,
                running: s.running,
                restarts: s.restarts,
            })
            .collect()
    }

    /// Whether every worker is running.
    pub fn all_running(&self) -> bool {
        self.lock().values().all(|s| s.running)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, BTreeMap<&'static str, Slot>> {
        // A panic elsewhere while holding the lock leaves plain data behind: keep using it.
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn set(&self, name: &'static str, running: bool, restarts: u64, error: Option<String>) {
        let mut map = self.lock();
        let slot = map.entry(name).or_insert(Slot {
            running: false,
            restarts: 0,
            last_error: None,
        });
        slot.running = running;
        slot.restarts = restarts;
        if error.is_some() {
            slot.last_error = error;
        }
    }

    /// The last reason a worker stopped, if it ever did.
    pub fn last_error(&self, name: &str) -> Option<String> {
        self.lock().get(name).and_then(|s| s.last_error.clone())
    }

    /// Runs `start()` for the life of the process: whenever the future it returns ends, the
    /// worker is reported down and started again after a back-off (250 ms doubling to 15 s,
    /// from the start again after a run of a minute or more). `start` should fail fast when
    /// what the worker needs is away, so the back-off paces the retries.
    pub fn supervise<F, Fut>(&self, name: &'static str, mut start: F) -> tokio::task::JoinHandle<()>
    where
        F: FnMut() -> Fut + Send + 'static,
        Fut: Future<Output = anyhow::Result<()>> + Send + 'static,
    {
        let workers = self.clone();
        workers.set(name, false, 0, None);
        tokio::spawn(async move {
            let mut backoff = FIRST_BACKOFF;
            let mut restarts = 0;
            loop {
                let started = Instant::now();
                workers.set(name, true, restarts, None);
                let outcome = start().await;
                let why = match outcome {
                    Ok(()) => "stopped without an error".to_string(),
                    Err(e) => format!("{e:#}"),
                };
                workers.set(name, false, restarts, Some(why.clone()));
                restarts += 1;
                if started.elapsed() >= HEALTHY_RUN {
                    backoff = FIRST_BACKOFF;
                }
                tracing::error!(worker = name, error = %why, retry_in_ms = backoff.as_millis() as u64,
                    "background worker stopped; starting it again");
                tokio::time::sleep(backoff).await;
                backoff = (backoff * 2).min(MAX_BACKOFF);
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicU32, Ordering};

    use super::*;

    #[tokio::test(start_paused = true)]
    async fn a_failing_worker_is_started_again_with_backoff_and_reported_down_meanwhile() {
        let workers = Workers::default();
        let starts = Arc::new(AtomicU32::new(0));
        let counted = starts.clone();
        workers.supervise("flaky", move || {
            let n = counted.fetch_add(1, Ordering::SeqCst);
            async move {
                if n < 3 {
                    anyhow::bail!("connection lost")
                }
                std::future::pending::<()>().await;
                Ok(())
            }
        });
        tokio::task::yield_now().await;
        // The first failure: down, waiting 250 ms.
        assert_eq!(starts.load(Ordering::SeqCst), 1);
        assert!(!workers.all_running());
        tokio::time::sleep(Duration::from_millis(260)).await;
        assert_eq!(starts.load(Ordering::SeqCst), 2);
        // Then 500 ms, then 1 s: the fourth start runs.
        tokio::time::sleep(Duration::from_millis(510)).await;
        assert_eq!(starts.load(Ordering::SeqCst), 3);
        assert!(!workers.all_running());
        tokio::time::sleep(Duration::from_millis(1010)).await;
        assert_eq!(starts.load(Ordering::SeqCst), 4);
        assert!(workers.all_running());
        assert_eq!(
            workers.report(),
            vec![WorkerReport {
                name: "flaky",
                running: true,
                restarts: 3
            }]
        );
        assert_eq!(
            workers.last_error("flaky").as_deref(),
            Some("connection lost")
        );
    }
}
