//! The outbox as a log that many index nodes follow, over a real database: every node reaches
//! every change, a row committed after a later one is not skipped, a transaction open on another
//! database holds nothing back, rows are pruned only once
//! every node passed them (or past the retention), a wiped or dropped node rebuilds and then
//! follows, one indexer per node, wake-ups reach every node, and the alerts' feed gets one row
//! per new job however many nodes index it.

use std::{
    collections::HashSet,
    path::{Path, PathBuf},
    time::Duration,
};

use kaamsetu_indexer::{
    node::NodeConfig,
    run::{RunArgs, serve},
    worker::Indexer,
};
use kaamsetu_search::{index::SearchIndex, records};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

async fn employer(db: &PgPool) -> Uuid {
    sqlx::query_scalar(
        "insert into users (role, name, email, password_hash, company_name) \
         values ('employer', 'Hiring', 'hr@firm.in', 'x', 'Firm') returning id",
    )
    .fetch_one(db)
    .await
    .unwrap()
}

/// A job and its outbox row, in the caller's transaction (as the API's `SearchTx` writes them).
async fn insert_job(conn: &mut PgConnection, employer: Uuid, title: &str) -> Uuid {
    let id: Uuid = sqlx::query_scalar(
        "insert into jobs (employer_id, title, state, category, type, work_mode, description, \
            salary_min, salary_max) \
         values ($1, $2, 'Goa', 'Other', 'Full-Time', 'On-site', 'Good work', 1, 2) returning id",
    )
    .bind(employer)
    .bind(title)
    .fetch_one(&mut *conn)
    .await
    .unwrap();
    changed(conn, id).await;
    id
}

async fn changed(conn: &mut PgConnection, job: Uuid) {
    sqlx::query("insert into search_outbox (job_id) values ($1)")
        .bind(job)
        .execute(&mut *conn)
        .await
        .unwrap();
}

async fn post(db: &PgPool, employer: Uuid, title: &str) -> Uuid {
    let mut tx = db.begin().await.unwrap();
    let id = insert_job(&mut tx, employer, title).await;
    tx.commit().await.unwrap();
    id
}

async fn close(db: &PgPool, job: Uuid) {
    let mut tx = db.begin().await.unwrap();
    sqlx::query("update jobs set is_closed = true where id = $1")
        .bind(job)
        .execute(&mut *tx)
        .await
        .unwrap();
    changed(&mut tx, job).await;
    tx.commit().await.unwrap();
}

/// The jobs in the index under `root`.
fn indexed(root: &Path) -> HashSet<Uuid> {
    let snap = SearchIndex::new(root.to_path_buf())
        .snapshot()
        .unwrap()
        .expect("an index");
    records::all_ids(&snap.searcher, &snap.fields)
        .unwrap()
        .into_iter()
        .collect()
}

async fn open_jobs(db: &PgPool) -> HashSet<Uuid> {
    sqlx::query_scalar::<_, Uuid>("select id from jobs where not is_closed")
        .fetch_all(db)
        .await
        .unwrap()
        .into_iter()
        .collect()
}

async fn count(db: &PgPool, sql: &'static str) -> i64 {
    sqlx::query_scalar(sql).fetch_one(db).await.unwrap()
}

fn node(root: &Path, id: &str, retention: Option<Duration>) -> NodeConfig {
    NodeConfig::new(Some(id), root, retention).unwrap()
}

async fn open(db: &PgPool, root: &Path, id: &str) -> Indexer {
    Indexer::open_node(db.clone(), root.to_path_buf(), node(root, id, None))
        .await
        .unwrap()
}

fn roots() -> (tempfile::TempDir, PathBuf, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (dir.path().join("a/index"), dir.path().join("b/index"));
    (dir, a, b)
}

#[sqlx::test(migrations = "../migrations")]
async fn two_nodes_over_one_database_both_reach_every_change(db: PgPool) {
    let e = employer(&db).await;
    let (_dir, ra, rb) = roots();
    let first = post(&db, e, "Cook").await;
    let mut a = open(&db, &ra, "a").await;
    let mut b = open(&db, &rb, "b").await;
    // Changes land between the nodes' rounds, each node at its own pace.
    let mut jobs = vec![first];
    for round in 0..5 {
        for i in 0..7 {
            jobs.push(post(&db, e, &format!("Driver {round}-{i}")).await);
        }
        close(&db, jobs[round * 3]).await;
        a.drain().await.unwrap();
        if round % 2 == 1 {
            b.drain().await.unwrap();
        }
    }
    b.drain().await.unwrap();
    let open = open_jobs(&db).await;
    assert_eq!(open.len(), 36 - 5);
    assert_eq!(indexed(&ra), open, "node a");
    assert_eq!(indexed(&rb), open, "node b");
    assert_eq!(
        count(&db, "select count(*) from search_outbox").await,
        0,
        "both passed every row"
    );
}

/// Ids are handed out at insert, not at commit: the transaction holding the smaller id commits
/// last. A reader that moved past the larger id would never see the smaller one.
#[sqlx::test(migrations = "../migrations")]
async fn a_row_committed_after_a_later_one_is_not_skipped(db: PgPool) {
    let e = employer(&db).await;
    let (_dir, ra, _) = roots();
    let mut a = open(&db, &ra, "a").await;
    let mut slow = db.begin().await.unwrap();
    let early = insert_job(&mut slow, e, "Early Welder").await;
    let late = post(&db, e, "Late Welder").await;
    let ids: Vec<i64> = sqlx::query_scalar("select id from search_outbox order by id")
        .fetch_all(&db)
        .await
        .unwrap();
    assert_eq!(ids.len(), 1, "the slow row is not committed yet");
    // One batch: the committed row waits behind the open transaction (drain would wait).
    a.process_batch().await.unwrap();
    assert!(!indexed(&ra).contains(&early));
    slow.commit().await.unwrap();
    a.drain().await.unwrap();
    assert_eq!(
        indexed(&ra),
        HashSet::from([early, late]),
        "the row committed last is applied too"
    );
}

/// The horizon is this database's: a writing transaction left open on another database of the
/// same server (another app's, another test's) holds nothing back, while one open here does.
#[sqlx::test(migrations = "../migrations")]
async fn a_transaction_open_on_another_database_holds_nothing_back(db: PgPool) {
    use sqlx::{Connection, Executor};
    let e = employer(&db).await;
    let (_dir, ra, _) = roots();
    let mut a = open(&db, &ra, "a").await;
    let elsewhere = db.connect_options().as_ref().clone().database("postgres");
    let mut other = PgConnection::connect_with(&elsewhere).await.unwrap();
    other.execute("begin").await.unwrap();
    let other_xid: i64 = sqlx::query_scalar("select pg_current_xact_id()::text::bigint")
        .fetch_one(&mut other)
        .await
        .unwrap();
    let job = post(&db, e, "Night Welder").await;
    let row_xid: i64 = sqlx::query_scalar("select xid from search_outbox")
        .fetch_one(&db)
        .await
        .unwrap();
    assert!(
        other_xid < row_xid,
        "the other database's transaction began first"
    );
    // Applied while the other transaction stays open (a batch more than once only should a
    // third transaction have ended between a batch's snapshot and its look at the backends).
    let deadline = std::time::Instant::now() + Duration::from_secs(5);
    while !indexed(&ra).contains(&job) {
        assert!(
            std::time::Instant::now() < deadline,
            "a transaction on another database held the row back"
        );
        a.process_batch().await.unwrap();
    }
    // One open on this database still holds what it may precede.
    let mut slow = db.begin().await.unwrap();
    let early = insert_job(&mut slow, e, "Early Welder").await;
    let late = post(&db, e, "Late Welder").await;
    a.process_batch().await.unwrap();
    assert!(
        !indexed(&ra).contains(&late),
        "held behind this database's open transaction"
    );
    slow.commit().await.unwrap();
    a.drain().await.unwrap();
    assert!(indexed(&ra).is_superset(&HashSet::from([job, early, late])));
    other.execute("rollback").await.unwrap();
}

#[sqlx::test(migrations = "../migrations")]
async fn rows_are_pruned_only_after_every_node_passed_them(db: PgPool) {
    let e = employer(&db).await;
    let (_dir, ra, rb) = roots();
    let mut a = open(&db, &ra, "a").await;
    let mut b = open(&db, &rb, "b").await;
    for i in 0..3 {
        post(&db, e, &format!("Tailor {i}")).await;
    }
    a.drain().await.unwrap();
    assert_eq!(
        count(&db, "select count(*) from search_outbox").await,
        3,
        "b has not passed them"
    );
    b.drain().await.unwrap();
    assert_eq!(count(&db, "select count(*) from search_outbox").await, 0);
    // A node that stops stays registered: the log keeps its rows for it...
    drop(b);
    let more = post(&db, e, "Tailor 3").await;
    a.drain().await.unwrap();
    assert_eq!(count(&db, "select count(*) from search_outbox").await, 1);
    // ...and it follows from its position when it is back (no rebuild: the index it left).
    let generation = kaamsetu_search::index::current_generation(&rb);
    let mut b = open(&db, &rb, "b").await;
    b.drain().await.unwrap();
    assert!(indexed(&rb).contains(&more));
    assert_eq!(kaamsetu_search::index::current_generation(&rb), generation);
    assert_eq!(count(&db, "select count(*) from search_outbox").await, 0);
}

#[sqlx::test(migrations = "../migrations")]
async fn a_wiped_node_rebuilds_then_follows(db: PgPool) {
    let e = employer(&db).await;
    let (_dir, ra, rb) = roots();
    let mut a = open(&db, &ra, "a").await;
    let b = open(&db, &rb, "b").await;
    let gone = post(&db, e, "Mason").await;
    post(&db, e, "Plumber").await;
    drop(b);
    std::fs::remove_dir_all(&rb).unwrap();
    close(&db, gone).await;
    a.drain().await.unwrap();
    let mut b = open(&db, &rb, "b").await;
    assert_eq!(
        indexed(&rb),
        open_jobs(&db).await,
        "rebuilt from PostgreSQL"
    );
    let after = post(&db, e, "Electrician").await;
    b.drain().await.unwrap();
    assert!(indexed(&rb).contains(&after), "then follows the log");
    a.drain().await.unwrap();
    assert_eq!(count(&db, "select count(*) from search_outbox").await, 0);
}

/// A node not seen within the retention is unregistered and its rows pruned; when it comes
/// back, behind the pruned point, it rebuilds (its index misses what was pruned).
#[sqlx::test(migrations = "../migrations")]
async fn a_node_gone_past_the_retention_is_dropped_and_rebuilds_on_return(db: PgPool) {
    let e = employer(&db).await;
    let (_dir, ra, rb) = roots();
    let retention = Some(Duration::from_secs(1));
    let mut a = Indexer::open_node(db.clone(), ra.clone(), node(&ra, "a", retention))
        .await
        .unwrap();
    let b = Indexer::open_node(db.clone(), rb.clone(), node(&rb, "b", retention))
        .await
        .unwrap();
    drop(b);
    let missed = post(&db, e, "Gardener").await;
    a.drain().await.unwrap();
    assert_eq!(count(&db, "select count(*) from search_outbox").await, 1);
    sqlx::query("update index_nodes set seen_at = now() - interval '1 hour' where node_id = 'b'")
        .execute(&db)
        .await
        .unwrap();
    post(&db, e, "Painter").await;
    a.drain().await.unwrap();
    assert_eq!(
        count(&db, "select count(*) from index_nodes").await,
        1,
        "b unregistered"
    );
    assert_eq!(count(&db, "select count(*) from search_outbox").await, 0);
    let mut b = Indexer::open_node(db.clone(), rb.clone(), node(&rb, "b", retention))
        .await
        .unwrap();
    assert!(
        indexed(&rb).contains(&missed),
        "rebuilt past the pruned rows"
    );
    let after = post(&db, e, "Carpenter").await;
    b.drain().await.unwrap();
    assert_eq!(indexed(&rb), open_jobs(&db).await);
    assert!(indexed(&rb).contains(&after));
}

#[sqlx::test(migrations = "../migrations")]
async fn one_indexer_per_node(db: PgPool) {
    let (_dir, ra, _) = roots();
    let a = open(&db, &ra, "a").await;
    let second = Indexer::open_node(db.clone(), ra.clone(), node(&ra, "a", None)).await;
    let err = second.err().expect("a second indexer of node a is refused");
    assert!(err.to_string().contains("another indexer"), "{err}");
    drop(a);
    // Once the first is gone the node can start again.
    open(&db, &ra, "a").await;
}

#[sqlx::test(migrations = "../migrations")]
async fn the_alert_feed_gets_one_row_per_new_job_with_two_nodes(db: PgPool) {
    let e = employer(&db).await;
    let (_dir, ra, rb) = roots();
    let before = post(&db, e, "Baker").await;
    let mut a = open(&db, &ra, "a").await;
    let mut b = open(&db, &rb, "b").await;
    let mut posted = vec![before];
    for round in 0..4 {
        for i in 0..5 {
            posted.push(post(&db, e, &format!("Chef {round}-{i}")).await);
        }
        // The nodes race for the same rows.
        let (ra_, rb_) = tokio::join!(a.drain(), b.drain());
        ra_.unwrap();
        rb_.unwrap();
    }
    let fed: Vec<Uuid> = sqlx::query_scalar("select job_id from alert_feed order by seq")
        .fetch_all(&db)
        .await
        .unwrap();
    let mut sorted = fed.clone();
    sorted.sort_unstable();
    let mut want = posted.clone();
    want.sort_unstable();
    assert_eq!(sorted, want, "each new job fed exactly once");
}

/// Two nodes' run loops with a ten-minute poll: the notification a committing write sends
/// wakes both.
#[sqlx::test(migrations = "../migrations")]
async fn a_wake_up_reaches_every_node(db: PgPool) {
    let e = employer(&db).await;
    let dir = tempfile::tempdir().unwrap();
    let args = |name: &str| RunArgs {
        database_url: String::new(),
        data_dir: dir.path().join(name),
        poll_ms: 600_000,
        node_id: Some(name.into()),
        outbox_retention: Duration::from_secs(3600),
        reconcile_secs: 3600,
        alert_instant_secs: 60,
        metrics_addr: "off".into(),
        metrics_token: None,
    };
    let nodes = [
        tokio::spawn(serve(db.clone(), args("a"))),
        tokio::spawn(serve(db.clone(), args("b"))),
    ];
    // Both are up (registered) and have caught up once.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    while count(&db, "select count(*) from index_nodes").await < 2 {
        assert!(
            tokio::time::Instant::now() < deadline,
            "nodes did not start"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    let mut tx = db.begin().await.unwrap();
    let job = insert_job(&mut tx, e, "Nurse").await;
    sqlx::query("select pg_notify($1, 'job.created')")
        .bind(kaamsetu_search::wake::CHANNEL)
        .execute(&mut *tx)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    let started = tokio::time::Instant::now();
    for name in ["a", "b"] {
        let root = dir.path().join(name).join("index");
        while !indexed(&root).contains(&job) {
            assert!(
                started.elapsed() < Duration::from_secs(2),
                "node {name} was not woken"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    for n in nodes {
        n.abort();
    }
}

#[sqlx::test(migrations = "../migrations")]
async fn reconcile_queues_what_the_index_and_the_database_disagree_on(db: PgPool) {
    let e = employer(&db).await;
    let (_dir, root, _) = roots();
    let kept = post(&db, e, "Cook").await;
    let closed = post(&db, e, "Driver").await;
    let mut a = open(&db, &root, "a").await;
    a.drain().await.unwrap();
    assert_eq!(indexed(&root), HashSet::from([kept, closed]));
    assert_eq!(a.reconcile().await.unwrap(), 0, "in step");

    // Changes that lost their outbox rows: a job closed, a job posted, a job deleted.
    sqlx::query("update jobs set is_closed = true where id = $1")
        .bind(closed)
        .execute(&db)
        .await
        .unwrap();
    let missed: Uuid = sqlx::query_scalar(
        "insert into jobs (employer_id, title, state, category, type, work_mode, description, \
            salary_min, salary_max) \
         values ($1, 'Tailor', 'Goa', 'Other', 'Full-Time', 'On-site', 'Good work', 1, 2) \
         returning id",
    )
    .bind(e)
    .fetch_one(&db)
    .await
    .unwrap();
    let gone = post(&db, e, "Welder").await;
    a.drain().await.unwrap();
    sqlx::query("delete from jobs where id = $1")
        .bind(gone)
        .execute(&db)
        .await
        .unwrap();
    a.drain().await.unwrap();
    assert_eq!(indexed(&root), HashSet::from([kept, closed, gone]));

    // Reconcile reads the index beside the worker (as `run` does) and queues the three.
    let current = a.current();
    assert_eq!(
        kaamsetu_indexer::worker::reconcile(&db, current)
            .await
            .unwrap(),
        3
    );
    a.drain().await.unwrap();
    assert_eq!(indexed(&root), HashSet::from([kept, missed]));
    assert_eq!(indexed(&root), open_jobs(&db).await);
    assert_eq!(a.reconcile().await.unwrap(), 0, "in step again");
}

/// A rebuild reads each job's application count (the popularity sort's key) as a read of one
/// job does: its cursor counts them in one grouped pass (`job_select!(every)`).
#[sqlx::test(migrations = "../migrations")]
async fn a_rebuild_reads_each_jobs_application_count(db: PgPool) {
    let e = employer(&db).await;
    let (_dir, ra, _rb) = roots();
    let popular = post(&db, e, "Cook").await;
    post(&db, e, "Baker").await;
    for n in 0..3 {
        let seeker: Uuid = sqlx::query_scalar(
            "insert into users (role, name, email, password_hash) \
             values ('jobseeker', 'Seeker', $1, 'x') returning id",
        )
        .bind(format!("seeker{n}@mail.in"))
        .fetch_one(&db)
        .await
        .unwrap();
        sqlx::query(concat!(
            "insert into applications (job_id, applicant_id, resume, job_snapshot) \
             select $1, $2, 'cv.pdf', to_jsonb(r) from (",
            kaamsetu_search::job_select!(),
            "where j.id = $1) r"
        ))
        .bind(popular)
        .bind(seeker)
        .execute(&db)
        .await
        .unwrap();
    }
    // A new node rebuilds from PostgreSQL when it opens.
    let _a = open(&db, &ra, "a").await;
    let snap = SearchIndex::new(ra.clone())
        .snapshot()
        .unwrap()
        .expect("an index");
    let counts: std::collections::HashMap<String, i64> = snap
        .search(&kaamsetu_search::request::SearchRequest {
            limit: 10,
            ..Default::default()
        })
        .unwrap()
        .jobs
        .into_iter()
        .map(|j| (j.title.clone(), j.application_count))
        .collect();
    assert_eq!(counts.len(), 2, "{counts:?}");
    assert_eq!(counts["Cook"], 3);
    assert_eq!(counts["Baker"], 0);
}
