//! `kaamsetu-indexer seed` (the `kaamsetu-seed` crate's demo data) as `scripts/run.sh` runs
//! it, against a fresh database.

use std::process::Command;

use kaamsetu_seed::{DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD, DEMO_SEEKER_EMAIL};
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};

/// Seeds once, then does nothing with `--if-empty`.
#[sqlx::test(migrations = "../migrations")]
async fn the_command_seeds_once_with_if_empty(_: PgPoolOptions, db: PgConnectOptions) {
    let dir = tempfile::tempdir().unwrap();
    let url = format!(
        "postgres://{}@{}:{}/{}",
        db.get_username(),
        db.get_host(),
        db.get_port(),
        db.get_database().unwrap()
    );
    let seed = || {
        let out = Command::new(env!("CARGO_BIN_EXE_kaamsetu-indexer"))
            .args(["seed", "--jobs", "200", "--employers", "5", "--seed", "42"])
            .arg("--if-empty")
            .args(["--database-url", &url])
            .arg("--data-dir")
            .arg(dir.path())
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let first = seed();
    assert!(first.contains("200 jobs"), "{first}");
    assert!(first.contains(DEMO_EMPLOYER_EMAIL) && first.contains(DEMO_SEEKER_EMAIL));
    assert!(first.contains(DEMO_PASSWORD));
    let second = seed();
    assert_eq!(second.trim(), "database already has data; not seeding");
}
