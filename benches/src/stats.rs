//! Latency samples and their percentiles.

use std::{
    future::Future,
    time::{Duration, Instant},
};

/// How long to measure one engine on one case.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    pub warmup: usize,
    pub min_iters: usize,
    pub max_iters: usize,
    pub time: Duration,
}

impl Budget {
    /// Whether to take another sample, with `taken` so far since `start`.
    fn more(&self, taken: usize, start: Instant) -> bool {
        taken < self.min_iters || (taken < self.max_iters && start.elapsed() < self.time)
    }

    /// Full runs: up to 3 s or 3,000 calls per cell, at least 10 calls.
    pub const FULL: Budget = Budget {
        warmup: 3,
        min_iters: 10,
        max_iters: 3_000,
        time: Duration::from_secs(3),
    };
    /// Smoke runs: a few calls, to prove the harness works.
    pub const SMOKE: Budget = Budget {
        warmup: 1,
        min_iters: 3,
        max_iters: 20,
        time: Duration::from_millis(200),
    };
}

/// Sorted durations of one cell.
#[derive(Clone, Debug, Default)]
pub struct Samples(pub Vec<Duration>);

impl Samples {
    pub fn from_unsorted(mut v: Vec<Duration>) -> Self {
        v.sort();
        Samples(v)
    }

    /// The `p`-th percentile (nearest rank), in milliseconds.
    pub fn pct_ms(&self, p: f64) -> f64 {
        if self.0.is_empty() {
            return f64::NAN;
        }
        let rank = ((p / 100.0) * self.0.len() as f64).ceil() as usize;
        let i = rank.clamp(1, self.0.len()) - 1;
        self.0[i].as_secs_f64() * 1000.0
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// Calls `f` (with the call number) until the budget is spent; returns the samples.
pub fn measure_sync(
    budget: Budget,
    mut f: impl FnMut(usize) -> anyhow::Result<()>,
) -> anyhow::Result<Samples> {
    for i in 0..budget.warmup {
        f(i)?;
    }
    let start = Instant::now();
    let mut out = Vec::new();
    let mut i = 0;
    while budget.more(out.len(), start) {
        let t = Instant::now();
        f(i)?;
        out.push(t.elapsed());
        i += 1;
    }
    Ok(Samples::from_unsorted(out))
}

/// `measure_sync` for async calls (PostgreSQL, HTTP).
pub async fn measure_async<F, Fut>(budget: Budget, mut f: F) -> anyhow::Result<Samples>
where
    F: FnMut(usize) -> Fut,
    Fut: Future<Output = anyhow::Result<()>>,
{
    for i in 0..budget.warmup {
        f(i).await?;
    }
    let start = Instant::now();
    let mut out = Vec::new();
    let mut i = 0;
    while budget.more(out.len(), start) {
        let t = Instant::now();
        f(i).await?;
        out.push(t.elapsed());
        i += 1;
    }
    Ok(Samples::from_unsorted(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_by_nearest_rank() {
        let s = Samples::from_unsorted((1..=100).rev().map(Duration::from_millis).collect());
        assert_eq!(s.pct_ms(50.0), 50.0);
        assert_eq!(s.pct_ms(99.0), 99.0);
        assert_eq!(s.pct_ms(100.0), 100.0);
        assert_eq!(
            Samples::from_unsorted(vec![Duration::from_millis(7)]).pct_ms(99.9),
            7.0
        );
        assert!(Samples::default().pct_ms(50.0).is_nan());
    }
}
