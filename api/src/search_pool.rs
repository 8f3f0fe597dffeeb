//! The threads searches run on: two per core, taking searches from one queue in turn.
//!
//! A search burns CPU for a fraction of a millisecond to a few milliseconds, too long for the
//! async workers. Tokio's blocking pool started a thread for every search that found none idle
//! (up to 512), so under load as many searches as connections shared two cores, and each one
//! woke and parked a thread through the kernel: at 1M jobs, a tenth of the API's CPU went to
//! those futex calls (`benches/README.md`, round 3, seventh part). Here a search waits in the
//! queue for a thread that is done with the one before, and a busy thread takes the next search
//! without sleeping. Other blocking work (password hashing, files) stays on tokio's pool, so a
//! burst of sign-ins does not hold searches up, nor searches them.

use std::{
    panic::{AssertUnwindSafe, catch_unwind},
    sync::LazyLock,
    thread,
};

use anyhow::anyhow;

type Job = Box<dyn FnOnce() + Send>;

/// The queue, and its threads started on the first search.
static QUEUE: LazyLock<crossbeam_channel::Sender<Job>> = LazyLock::new(|| {
    let (tx, rx) = crossbeam_channel::unbounded::<Job>();
    for i in 0..threads() {
        let rx = rx.clone();
        thread::Builder::new()
            .name(format!("search-{i}"))
            .spawn(move || {
                // A job catches its own panic (`run`): the thread lives on.
                for job in rx {
                    job();
                }
            })
            .expect("a search thread starts");
    }
    tx
});

/// Two threads per core the process may use: a search that waits on the disk, or a long one,
/// leaves a core to the searches behind it.
pub fn threads() -> usize {
    2 * thread::available_parallelism().map_or(2, |n| n.get())
}

/// Runs `work` on a search thread, when one is free; its answer, or an error when it panicked.
pub async fn run<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> anyhow::Result<T> {
    let (tx, rx) = tokio::sync::oneshot::channel();
    QUEUE
        .send(Box::new(move || {
            // The caller may have gone (the client hung up): nobody to tell.
            let _ = tx.send(catch_unwind(AssertUnwindSafe(work)));
        }))
        .map_err(|_| anyhow!("the search threads have stopped"))?;
    match rx.await {
        Ok(Ok(answer)) => Ok(answer),
        Ok(Err(_)) => Err(anyhow!("a search panicked")),
        Err(_) => Err(anyhow!("a search was dropped unanswered")),
    }
}

#[cfg(test)]
mod tests {
    use std::{
        sync::{
            Arc,
            atomic::{AtomicUsize, Ordering},
        },
        time::Duration,
    };

    use super::*;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn searches_run_on_the_search_threads_and_a_panic_is_an_error() {
        let name = run(|| thread::current().name().map(str::to_string))
            .await
            .expect("answered");
        assert!(name.is_some_and(|n| n.starts_with("search-")));
        let err = run(|| -> u32 { panic!("boom") }).await.unwrap_err();
        assert!(err.to_string().contains("panicked"), "{err}");
        // The thread that panicked lives on: as many searches as threads run at once after it.
        let n = threads();
        let running = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        let all = (0..n * 4).map(|i| {
            let (running, most) = (running.clone(), most.clone());
            tokio::spawn(run(move || {
                let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                most.fetch_max(now, Ordering::SeqCst);
                thread::sleep(Duration::from_millis(20));
                running.fetch_sub(1, Ordering::SeqCst);
                i
            }))
        });
        let mut answers = Vec::new();
        for a in all.collect::<Vec<_>>() {
            answers.push(a.await.expect("joined").expect("answered"));
        }
        assert_eq!(answers, (0..n * 4).collect::<Vec<_>>());
        // Never more at once than there are threads, and the threads were all used.
        assert_eq!(most.load(Ordering::SeqCst), n);
    }
}
