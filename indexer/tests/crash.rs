//! The crash test: writes go on while the indexer process is killed with SIGKILL at random
//! moments and restarted; afterwards the index holds exactly PostgreSQL's open jobs.

use std::{collections::HashSet, path::Path, process::Stdio, time::Duration};

use kaamsetu_search::{index::SearchIndex, records};
use rand::{Rng, SeedableRng, rngs::StdRng};
use sqlx::PgPool;
use tokio::process::{Child, Command};
use uuid::Uuid;

fn start(url: &str, data: &Path) -> Child {
    Command::new(env!("CARGO_BIN_EXE_kaamsetu-indexer"))
        .args(["run", "--poll-ms", "20", "--database-url", url])
        .arg("--data-dir")
        .arg(data)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .unwrap()
}

/// One user action as the API performs it: the change and its outbox row in one transaction.
async fn write(db: &PgPool, rng: &mut StdRng, employer: Uuid, known: &mut Vec<Uuid>) {
    let mut tx = db.begin().await.unwrap();
    let action = if known.is_empty() {
        0
    } else {
        rng.random_range(0..4)
    };
    let id = match action {
        0 => {
            let id: Uuid = sqlx::query_scalar(
                "insert into jobs (employer_id, title, state, category, type, work_mode, description, \
                    salary_min, salary_max) values ($1, $2, 'Goa', 'Other', 'Full-Time', 'Remote', 'd', 1, 2) \
                 returning id")
                .bind(employer).bind(format!("Job {}", rng.random::<u32>()))
                .fetch_one(&mut *tx).await.unwrap();
            known.push(id);
            id
        }
        1 => {
            let id = known[rng.random_range(0..known.len())];
            sqlx::query("update jobs set is_closed = not is_closed where id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await
                .unwrap();
            id
        }
        2 => {
            let id = known[rng.random_range(0..known.len())];
            sqlx::query("update jobs set title = title || ' x' where id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await
                .unwrap();
            id
        }
        _ => {
            let id = known.swap_remove(rng.random_range(0..known.len()));
            sqlx::query("delete from jobs where id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await
                .unwrap();
            id
        }
    };
    sqlx::query("insert into search_outbox (job_id) values ($1)")
        .bind(id)
        .execute(&mut *tx)
        .await
        .unwrap();
    tx.commit().await.unwrap();
}

#[sqlx::test(migrations = "../migrations")]
async fn sigkill_at_random_moments_loses_nothing(db: PgPool) {
    let name: String = sqlx::query_scalar("select current_database()")
        .fetch_one(&db)
        .await
        .unwrap();
    let base = std::env::var("DATABASE_URL").unwrap();
    let url = format!("{}/{name}", base.rsplit_once('/').unwrap().0);
    let data = tempfile::tempdir().unwrap();
    let employer: Uuid = sqlx::query_scalar(
        "insert into users (role, name, email, password_hash, is_email_verified) \
         values ('employer', 'Crash Co', 'crash@x.in', 'x', true) returning id",
    )
    .fetch_one(&db)
    .await
    .unwrap();
    let mut rng = StdRng::seed_from_u64(7);
    let mut known = Vec::new();
    let mut child = start(&url, data.path());
    for round in 0..8 {
        // Writes keep coming while the indexer runs, for a random while.
        let writes = rng.random_range(20..120);
        for _ in 0..writes {
            write(&db, &mut rng, employer, &mut known).await;
        }
        tokio::time::sleep(Duration::from_millis(rng.random_range(0..150))).await;
        child.start_kill().unwrap();
        child.wait().await.unwrap();
        // Writes also land while it is down.
        for _ in 0..rng.random_range(0..30) {
            write(&db, &mut rng, employer, &mut known).await;
        }
        child = start(&url, data.path());
        let _ = round;
    }
    // Let it catch up: the outbox empties.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    loop {
        let depth: i64 = sqlx::query_scalar("select count(*) from search_outbox")
            .fetch_one(&db)
            .await
            .unwrap();
        if depth == 0 {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "outbox did not drain ({depth} left)"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    child.start_kill().unwrap();
    child.wait().await.unwrap();
    let open: HashSet<Uuid> =
        sqlx::query_scalar::<_, Uuid>("select id from jobs where not is_closed")
            .fetch_all(&db)
            .await
            .unwrap()
            .into_iter()
            .collect();
    let idx = SearchIndex::new(data.path().join("index"));
    let snap = idx.snapshot().unwrap().expect("an index exists");
    let indexed: Vec<Uuid> = records::all_ids(&snap.searcher, &snap.fields).unwrap();
    let indexed_set: HashSet<Uuid> = indexed.iter().copied().collect();
    assert_eq!(indexed.len(), indexed_set.len(), "no job is indexed twice");
    assert!(!open.is_empty());
    assert_eq!(indexed_set, open, "the index equals PostgreSQL's open jobs");
    // And each indexed document carries the job's current title.
    for id in open.iter().take(20) {
        let rec = records::find(&snap.searcher, &snap.fields, *id)
            .unwrap()
            .unwrap();
        let title: String = sqlx::query_scalar("select title from jobs where id = $1")
            .bind(id)
            .fetch_one(&db)
            .await
            .unwrap();
        assert_eq!(rec.title, title);
    }
}
