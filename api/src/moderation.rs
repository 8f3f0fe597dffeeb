//! Trust and safety (issue 29): the scam-risk check applied to a posting, and the guard that
//! keeps jobs just taken out of search off this process's result pages while the index catches
//! up with the outbox.

use std::{
    collections::HashMap,
    sync::Mutex,
    time::{Duration, Instant},
};

use kaamsetu_search::{
    catalog::{Review, SalaryFrequency},
    schema::JobRecord,
};
use kaamsetu_trust::{Assessment, Decision, Posting, Rules};
use uuid::Uuid;

use crate::{
    error::{ApiError, ApiResult, ErrorCode},
    job_input::JobInput,
};

/// The check's rules and the guard.
pub struct Trust {
    pub rules: Rules,
    withheld: Withheld,
}

impl Trust {
    /// The shipped rules extended by ops' file (`KAAMSETU_TRUST_RULES`), if any.
    pub fn load(extra: Option<&std::path::Path>) -> anyhow::Result<Self> {
        let extra_text = match extra {
            Some(path) => Some(std::fs::read_to_string(path).map_err(|e| {
                anyhow::anyhow!("KAAMSETU_TRUST_RULES: cannot read {}: {e}", path.display())
            })?),
            None => None,
        };
        let mut files = vec![kaamsetu_trust::DEFAULT_RULES];
        files.extend(extra_text.as_deref());
        Ok(Self {
            rules: Rules::parse(&files)?,
            withheld: Withheld::default(),
        })
    }

    /// Checks a job form as its employer would publish it.
    pub fn assess(&self, job: &JobInput, employer: &EmployerFace<'_>) -> Assessment {
        let per_year = job.salary_frequency == SalaryFrequency::PerYear;
        let monthly = |v: i64| if per_year { v / 12 } else { v };
        self.rules.assess(&Posting {
            title: &job.title,
            company: employer.company,
            description: &format!("{}\n{}", job.description, job.requirements),
            employer_email: employer.email,
            verified: employer.verified,
            is_blue_collar: job.is_blue_collar,
            max_monthly_salary: Some(monthly(job.salary_max.max(job.salary_min))),
        })
    }

    /// Notes that these jobs left search (their outbox rows are committed): this process
    /// leaves them off result pages until the index has caught up.
    pub fn withhold_jobs(&self, jobs: &[Uuid]) {
        self.withheld.add(jobs.iter().map(|j| Key::Job(*j)));
    }

    /// Notes that every job of this employer left search (suspension).
    pub fn withhold_employer(&self, employer: Uuid) {
        self.withheld.add([Key::Employer(employer)]);
    }

    /// Drops jobs that left search moments ago but may still be in the index.
    pub fn keep_searchable(&self, jobs: &mut Vec<impl std::borrow::Borrow<JobRecord>>) {
        self.withheld.retain(jobs);
    }
}

/// What the check reads of the employer.
pub struct EmployerFace<'a> {
    pub company: &'a str,
    pub email: &'a str,
    pub verified: bool,
}

/// The message of a refused posting: what to remove.
pub fn refused(a: &Assessment) -> ApiError {
    let reasons = a.reasons();
    ApiError::bad_request(
        ErrorCode::PostingRefused,
        format!(
            "This job cannot be published. Please remove: {}",
            reasons.join("; ")
        ),
    )
    .with(|x| x.reasons = Some(reasons))
}

/// Where a job stands after its employer saves it, from where it stood (`None`: a new job)
/// and the check's decision. A job an admin approved stays live while the check finds only
/// the signals the admin saw; one hidden by reports or with a suspended employer stays out
/// until an admin decides; a rejected job that is edited goes back to the queue.
pub fn review_after_save(before: Option<(Review, &[String])>, a: &Assessment) -> ApiResult<Review> {
    if a.decision == Decision::Refuse {
        return Err(refused(a));
    }
    let held = a.decision == Decision::Hold;
    Ok(match before {
        None => {
            if held {
                Review::Held
            } else {
                Review::Live
            }
        }
        Some((r @ (Review::Hidden | Review::Suspended), _)) => r,
        Some((Review::Rejected, _)) => Review::Held,
        Some((Review::Live | Review::Held, approved)) => {
            // An admin approved these signals: nothing new is found.
            let approved_before =
                !approved.is_empty() && a.signals.iter().all(|s| approved.contains(&s.id));
            if held && !approved_before {
                Review::Held
            } else {
                Review::Live
            }
        }
    })
}

/// How long a job stays in the guard: far longer than the indexer takes to catch up.
const GUARD_FOR: Duration = Duration::from_secs(300);

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Key {
    Job(Uuid),
    Employer(Uuid),
}

#[derive(Default)]
struct Withheld(Mutex<HashMap<Key, Instant>>);

impl Withheld {
    fn add(&self, keys: impl IntoIterator<Item = Key>) {
        let mut m = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let now = Instant::now();
        m.retain(|_, at| now.duration_since(*at) < GUARD_FOR);
        for k in keys {
            m.insert(k, now);
        }
    }

    /// Drops the jobs withheld (or of an employer withheld) less than `GUARD_FOR` ago, under
    /// one lock.
    fn retain(&self, jobs: &mut Vec<impl std::borrow::Borrow<JobRecord>>) {
        let m = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if m.is_empty() {
            return;
        }
        let recent = |k: Key| m.get(&k).is_some_and(|at| at.elapsed() < GUARD_FOR);
        jobs.retain(|j| {
            let j = j.borrow();
            !recent(Key::Job(j.id)) && !recent(Key::Employer(j.employer_id))
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kaamsetu_trust::Signal;

    fn verdict(decision: Decision, ids: &[&str]) -> Assessment {
        Assessment {
            score: 0,
            decision,
            signals: ids
                .iter()
                .map(|id| Signal {
                    id: id.to_string(),
                    weight: 4,
                    reason: format!("{id} reason"),
                })
                .collect(),
        }
    }

    #[test]
    fn an_edit_keeps_what_an_admin_decided_unless_something_new_is_found() {
        let hold = verdict(Decision::Hold, &["fee"]);
        assert_eq!(review_after_save(None, &hold).unwrap(), Review::Held);
        assert_eq!(
            review_after_save(None, &verdict(Decision::Publish, &[])).unwrap(),
            Review::Live
        );
        // Approved with the fee signal: the same signal again stays live, a new one holds.
        let approved = vec!["fee".to_string()];
        assert_eq!(
            review_after_save(Some((Review::Live, &approved)), &hold).unwrap(),
            Review::Live
        );
        assert_eq!(
            review_after_save(
                Some((Review::Live, &approved)),
                &verdict(Decision::Hold, &["fee", "payment_handle"])
            )
            .unwrap(),
            Review::Held
        );
        // Held, then the flagged words removed: live.
        assert_eq!(
            review_after_save(Some((Review::Held, &[])), &verdict(Decision::Publish, &[])).unwrap(),
            Review::Live
        );
        // Rejected goes back to the queue; hidden and suspended stay out.
        for (before, after) in [
            (Review::Rejected, Review::Held),
            (Review::Hidden, Review::Hidden),
            (Review::Suspended, Review::Suspended),
        ] {
            assert_eq!(
                review_after_save(Some((before, &[])), &verdict(Decision::Publish, &[])).unwrap(),
                after
            );
        }
        let refuse = verdict(Decision::Refuse, &["fee", "task_payout"]);
        let e = review_after_save(None, &refuse).unwrap_err();
        assert_eq!(e.code, ErrorCode::PostingRefused);
        assert!(
            e.message.contains("fee reason; task_payout reason"),
            "{}",
            e.message
        );
    }

    #[test]
    fn the_guard_drops_withheld_jobs_and_employers() {
        let t = Trust::load(None).unwrap();
        let job = |id: u128, employer: u128| JobRecord {
            id: Uuid::from_u128(id),
            employer_id: Uuid::from_u128(employer),
            ..crate::fuzz::sample_job()
        };
        let mut jobs = vec![job(1, 10), job(2, 10), job(3, 20), job(4, 30)];
        t.withhold_jobs(&[Uuid::from_u128(3)]);
        t.withhold_employer(Uuid::from_u128(10));
        t.keep_searchable(&mut jobs);
        assert_eq!(
            jobs.iter().map(|j| j.id.as_u128()).collect::<Vec<_>>(),
            vec![4]
        );
    }
}
