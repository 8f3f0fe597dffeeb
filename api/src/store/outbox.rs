//! The one place that decides a write changed what jobs look like in search
//! (docs/architecture.md "Index consistency"): store functions that change a job's public face take
//! a [`SearchTx`] and record the change through it (a `search_outbox` row in the same
//! transaction), and [`SearchTx::commit`] wakes every node's indexer when anything was recorded.
//! Each row carries the id of the request being answered ([`crate::telemetry::request_id`]),
//! which the indexer logs when it applies the change.

use std::{
    marker::PhantomData,
    ops::{Deref, DerefMut},
};

use sqlx::{PgConnection, Postgres, Transaction};
use uuid::Uuid;

use crate::state::AppState;

/// A write transaction that may change jobs' public face.
pub struct SearchTx<'s> {
    tx: Transaction<'static, Postgres>,
    /// A write transaction lives within a request (its state).
    _state: PhantomData<&'s AppState>,
    /// Why the indexer is woken (the first change recorded), for its log.
    changed: Option<&'static str>,
    /// The request this transaction is part of (none outside a request).
    request_id: Option<String>,
}

impl<'s> SearchTx<'s> {
    pub async fn begin(state: &'s AppState) -> sqlx::Result<Self> {
        Ok(Self {
            tx: state.db.begin().await?,
            _state: PhantomData,
            changed: None,
            request_id: crate::telemetry::request_id(),
        })
    }

    /// Records that a job's public face changed (created, edited, closed, reopened, deleted,
    /// applied to): the indexer re-reads it.
    pub async fn job_changed(&mut self, job: Uuid, why: &'static str) -> sqlx::Result<()> {
        sqlx::query("insert into search_outbox (job_id, request_id) values ($1, $2)")
            .bind(job)
            .bind(&self.request_id)
            .execute(&mut *self.tx)
            .await?;
        self.changed.get_or_insert(why);
        Ok(())
    }

    /// Records that every job of an employer changed (its name, company name or logo).
    pub async fn employer_changed(
        &mut self,
        employer: Uuid,
        why: &'static str,
    ) -> sqlx::Result<()> {
        let n = sqlx::query(
            "insert into search_outbox (job_id, request_id) \
             select id, $2 from jobs where employer_id = $1",
        )
        .bind(employer)
        .bind(&self.request_id)
        .execute(&mut *self.tx)
        .await?
        .rows_affected();
        if n > 0 {
            self.changed.get_or_insert(why);
        }
        Ok(())
    }

    /// Commits; when a change was recorded, a `NOTIFY` sent in the transaction wakes every
    /// node's indexer at the commit (and none on a rollback). Best effort: the outbox rows are
    /// the durable record, and each indexer's poll finds them without the wake-up.
    pub async fn commit(mut self) -> sqlx::Result<()> {
        if let Some(why) = self.changed {
            sqlx::query("select pg_notify($1, $2)")
                .bind(kaamsetu_search::wake::CHANNEL)
                .bind(why)
                .execute(&mut *self.tx)
                .await?;
        }
        self.tx.commit().await
    }
}

impl Deref for SearchTx<'_> {
    type Target = PgConnection;

    fn deref(&self) -> &PgConnection {
        &self.tx
    }
}

impl DerefMut for SearchTx<'_> {
    fn deref_mut(&mut self) -> &mut PgConnection {
        &mut self.tx
    }
}
