//! A bench database is reused only when the migrations applied to it are ours: one migrated
//! by an edited or foreign migration file is built again, not handed to the indexer (whose
//! migrator would refuse it and fail the run).

use kaamsetu_benches::setup::migrations_match;
use sqlx::{AssertSqlSafe, PgPool, postgres::PgPoolOptions};

const ADMIN_URL: &str = "postgres://postgres@127.0.0.1:5432/postgres";

async fn fresh_db(name: &str) -> PgPool {
    let admin = PgPoolOptions::new()
        .max_connections(1)
        .connect(ADMIN_URL)
        .await
        .unwrap();
    sqlx::query(AssertSqlSafe(format!(
        "drop database if exists {name} with (force)"
    )))
    .execute(&admin)
    .await
    .unwrap();
    sqlx::query(AssertSqlSafe(format!("create database {name}")))
        .execute(&admin)
        .await
        .unwrap();
    let url = format!("postgres://postgres@127.0.0.1:5432/{name}");
    PgPoolOptions::new()
        .max_connections(2)
        .connect(&url)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_database_migrated_by_other_files_is_not_reused() {
    let name = format!("kaamsetu_benchdb_{}", std::process::id());
    let pool = fresh_db(&name).await;
    assert!(!migrations_match(&pool).await.unwrap(), "never migrated");
    kaamsetu_indexer::db::MIGRATOR.run(&pool).await.unwrap();
    assert!(migrations_match(&pool).await.unwrap(), "migrated by ours");
    // What an edited migration file leaves behind: the same version, another checksum.
    sqlx::query("update _sqlx_migrations set checksum = '\\x00' where version = 10")
        .execute(&pool)
        .await
        .unwrap();
    assert!(
        !migrations_match(&pool).await.unwrap(),
        "an edited migration"
    );
    sqlx::query(
        "update _sqlx_migrations set checksum = (select checksum from _sqlx_migrations \
         where version = 1) where version = 10",
    )
    .execute(&pool)
    .await
    .unwrap();
    kaamsetu_indexer::db::MIGRATOR
        .run(&pool)
        .await
        .expect_err("the migrator refuses what migrations_match refuses");
    // A migration that is not ours (another branch's).
    pool.close().await;
    let pool = fresh_db(&name).await;
    kaamsetu_indexer::db::MIGRATOR.run(&pool).await.unwrap();
    sqlx::query(
        "insert into _sqlx_migrations (version, description, success, checksum, execution_time) \
         values (99999, 'elsewhere', true, '\\x01', 0)",
    )
    .execute(&pool)
    .await
    .unwrap();
    assert!(
        !migrations_match(&pool).await.unwrap(),
        "a foreign migration"
    );
    pool.close().await;
    let admin = PgPoolOptions::new()
        .max_connections(1)
        .connect(ADMIN_URL)
        .await
        .unwrap();
    sqlx::query(AssertSqlSafe(format!("drop database {name} with (force)")))
        .execute(&admin)
        .await
        .unwrap();
}
