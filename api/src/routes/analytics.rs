//! Spec §7 "Analytics": the employer dashboard and the job seeker overview.

use axum::{Json, extract::State};
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::{
    error::ApiResult,
    session::{Employer, Jobseeker},
    state::AppState,
    store,
    views::{ErrorBody, JobView},
};

/// Percentage change of a figure now against the same figure a week ago, one decimal; a start
/// from zero is 100.
pub fn trend(now: i64, week_ago: i64) -> f64 {
    if week_ago == 0 {
        if now > 0 { 100.0 } else { 0.0 }
    } else {
        ((now - week_ago) as f64 * 1000.0 / week_ago as f64).round() / 10.0
    }
}

/// The employer dashboard.
#[derive(Serialize, ToSchema)]
pub struct EmployerOverviewReply {
    success: bool,
    counts: EmployerCounts,
    data: EmployerRecent,
}

/// The dashboard's figures.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmployerCounts {
    total_active_jobs: i64,
    total_applications: i64,
    total_hired: i64,
    trends: EmployerTrends,
}

/// Percentage change of each figure against the same figure a week ago (one decimal): active
/// jobs now against jobs active then, applications and hires so far against those a week ago.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmployerTrends {
    active_jobs: f64,
    total_applicants: f64,
    total_hired: f64,
}

/// The 3 newest jobs and the 3 applications changed last.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmployerRecent {
    recent_jobs: Vec<JobView>,
    recent_applications: Vec<RecentApplicationView>,
}

/// An application on the dashboard.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecentApplicationView {
    #[serde(rename = "_id")]
    id: Uuid,
    status: crate::views::ApplicationStatus,
    updated_at: DateTime<Utc>,
    applicant_name: String,
    job_title: String,
    applicant: NameOnly,
    job: JobRef,
}

/// A person by name.
#[derive(Serialize, ToSchema)]
pub struct NameOnly {
    name: String,
}

/// A job by id and title.
#[derive(Serialize, ToSchema)]
pub struct JobRef {
    #[serde(rename = "_id")]
    id: Uuid,
    title: String,
}

/// The job seeker overview.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SeekerOverviewReply {
    success: bool,
    counts: SeekerCounts,
    profile_completeness: ProfileCompleteness,
}

/// Applications by status, and saved jobs.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SeekerCounts {
    total: i64,
    applied: i64,
    in_review: i64,
    accepted: i64,
    rejected: i64,
    saved: i64,
    /// Applications whose status an employer changed since the job seeker last looked
    /// (`POST /api/applications/my/seen` clears them).
    updates: i64,
}

/// How complete the profile is and which fields are missing.
#[derive(Serialize, ToSchema)]
pub struct ProfileCompleteness {
    /// 0 to 100.
    percent: usize,
    /// Profile fields still empty: `avatar`, `phone`, `location`, `resume`, `skills`,
    /// `educationQualification`.
    missing: Vec<&'static str>,
}

/// GET /api/analytics/overview
#[utoipa::path(get, path = "/api/analytics/overview", tag = "analytics",
    responses(
        (status = 200, description = "The employer's figures with their trends, newest jobs and latest applications", body = EmployerOverviewReply),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not an employer", body = ErrorBody),
    ))]
pub async fn employer_overview(
    State(state): State<AppState>,
    Employer(me): Employer,
) -> ApiResult<Json<EmployerOverviewReply>> {
    let c = store::analytics::employer_counts(&state.db, me.id()).await?;
    // One query for the recent jobs, kept in the order of their ids.
    let ids = store::analytics::recent_job_ids(&state.db, me.id(), 3).await?;
    let mut rows = store::jobs::get_many(&state.db, &ids).await?;
    rows.sort_by_key(|j| ids.iter().position(|id| *id == j.id));
    let recent_jobs = rows
        .into_iter()
        .map(|j| JobView::new(j, false, None))
        .collect();
    let recent_applications = store::analytics::recent_applications(&state.db, me.id(), 3)
        .await?
        .into_iter()
        .map(|a| RecentApplicationView {
            id: a.id,
            status: a.status,
            updated_at: a.updated_at,
            applicant: NameOnly {
                name: a.applicant_name.clone(),
            },
            applicant_name: a.applicant_name,
            job: JobRef {
                id: a.job_id,
                title: a.job_title.clone(),
            },
            job_title: a.job_title,
        })
        .collect();
    Ok(Json(EmployerOverviewReply {
        success: true,
        counts: EmployerCounts {
            total_active_jobs: c.active_jobs,
            total_applications: c.applications,
            total_hired: c.hired,
            trends: EmployerTrends {
                active_jobs: trend(c.active_jobs, c.active_jobs_week_ago),
                total_applicants: trend(c.applications, c.applications_week_ago),
                total_hired: trend(c.hired, c.hired_week_ago),
            },
        },
        data: EmployerRecent {
            recent_jobs,
            recent_applications,
        },
    }))
}

/// GET /api/analytics/jobseekrOverview (the spec's spelling)
#[utoipa::path(get, path = "/api/analytics/jobseekrOverview", tag = "analytics",
    responses(
        (status = 200, description = "Applications by status, saved jobs, and profile completeness", body = SeekerOverviewReply),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not a job seeker", body = ErrorBody),
    ))]
pub async fn jobseeker_overview(
    State(state): State<AppState>,
    Jobseeker(me): Jobseeker,
) -> ApiResult<Json<SeekerOverviewReply>> {
    let c = store::analytics::seeker_counts(&state.db, me.id()).await?;
    let u = &me.user.profile;
    let present = |v: &Option<String>| v.as_deref().is_some_and(|s| !s.trim().is_empty());
    let checks = [
        ("avatar", present(&u.avatar)),
        ("phone", present(&u.phone)),
        ("location", present(&u.location)),
        ("resume", present(&u.resume)),
        ("skills", !u.skills.is_empty()),
        (
            "educationQualification",
            present(&u.education_qualification),
        ),
    ];
    let missing: Vec<&str> = checks
        .iter()
        .filter(|(_, ok)| !ok)
        .map(|(k, _)| *k)
        .collect();
    let percent = (checks.len() - missing.len()) * 100 / checks.len();
    Ok(Json(SeekerOverviewReply {
        success: true,
        counts: SeekerCounts {
            total: c.total,
            applied: c.applied,
            in_review: c.in_review,
            accepted: c.accepted,
            rejected: c.rejected,
            saved: c.saved,
            updates: c.updates,
        },
        profile_completeness: ProfileCompleteness { percent, missing },
    }))
}

#[cfg(test)]
mod tests {
    use super::trend;

    #[test]
    fn trends() {
        assert_eq!(trend(0, 0), 0.0);
        assert_eq!(trend(3, 0), 100.0);
        assert_eq!(trend(3, 2), 50.0);
        assert_eq!(trend(1, 3), -66.7);
        assert_eq!(trend(0, 4), -100.0);
    }
}
