//! Spec §7 "Analytics": the employer dashboard and the job seeker overview.

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use serde_json::json;

use crate::{
    error::ApiResult,
    routes::jobs::JobView,
    session::{Employer, Jobseeker},
    state::AppState,
    store,
};

/// Percentage change of this week against last week, one decimal; a start from zero is 100.
pub fn trend(this_week: i64, last_week: i64) -> f64 {
    if last_week == 0 {
        if this_week > 0 { 100.0 } else { 0.0 }
    } else {
        ((this_week - last_week) as f64 * 1000.0 / last_week as f64).round() / 10.0
    }
}

/// GET /api/analytics/overview
#[utoipa::path(get, path = "/api/analytics/overview", tag = "analytics",
    responses(
        (status = 200, description = "`counts` (totalActiveJobs, totalApplications, totalHired, trends) and `data` (recentJobs, recentApplications)"),
        (status = 401, description = "Not signed in"),
        (status = 403, description = "Not an employer"),
    ))]
pub async fn employer_overview(
    State(state): State<AppState>,
    Employer(me): Employer,
) -> ApiResult<Response> {
    let c = store::analytics::employer_counts(&state.db, me.id()).await?;
    let mut recent_jobs = Vec::new();
    for id in store::analytics::recent_job_ids(&state.db, me.id(), 3).await? {
        if let Some(j) = store::jobs::get(&state.db, id).await? {
            recent_jobs.push(JobView::new(j, false, None));
        }
    }
    let recent_applications: Vec<_> = store::analytics::recent_applications(&state.db, me.id(), 3)
        .await?
        .into_iter()
        .map(|a| {
            json!({ "_id": a.id, "status": a.status, "updatedAt": a.updated_at,
                    "applicantName": a.applicant_name, "jobTitle": a.job_title,
                    "applicant": { "name": a.applicant_name },
                    "job": { "_id": a.job_id, "title": a.job_title } })
        })
        .collect();
    Ok(axum::Json(json!({
        "success": true,
        "counts": {
            "totalActiveJobs": c.active_jobs,
            "totalApplications": c.applications,
            "totalHired": c.hired,
            "trends": {
                "activeJobs": trend(c.jobs_this_week, c.jobs_last_week),
                "totalApplicants": trend(c.applications_this_week, c.applications_last_week),
                "totalHired": trend(c.hired_this_week, c.hired_last_week),
            },
        },
        "data": { "recentJobs": recent_jobs, "recentApplications": recent_applications },
    }))
    .into_response())
}

/// GET /api/analytics/jobseekrOverview (the spec's spelling)
#[utoipa::path(get, path = "/api/analytics/jobseekrOverview", tag = "analytics",
    responses(
        (status = 200, description = "`counts` per status and saved, `profileCompleteness` {percent, missing}"),
        (status = 401, description = "Not signed in"),
        (status = 403, description = "Not a job seeker"),
    ))]
pub async fn jobseeker_overview(
    State(state): State<AppState>,
    Jobseeker(me): Jobseeker,
) -> ApiResult<Response> {
    let c = store::analytics::seeker_counts(&state.db, me.id()).await?;
    let u = &me.user;
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
    Ok(axum::Json(json!({
        "success": true,
        "counts": {
            "total": c.total, "applied": c.applied, "inReview": c.in_review,
            "accepted": c.accepted, "rejected": c.rejected, "saved": c.saved,
        },
        "profileCompleteness": { "percent": percent, "missing": missing },
    }))
    .into_response())
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
