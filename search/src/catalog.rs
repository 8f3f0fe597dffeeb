//! The spec's enumerations (§3), spelled exactly as it spells them: shared by the API's
//! validation, the index's filters and facets, and the demo-data generator.

/// The 36 states and union territories (spec §3).
pub const STATES: [&str; 36] = [
    "Andhra Pradesh",
    "Arunachal Pradesh",
    "Assam",
    "Bihar",
    "Chhattisgarh",
    "Goa",
    "Gujarat",
    "Haryana",
    "Himachal Pradesh",
    "Jharkhand",
    "Karnataka",
    "Kerala",
    "Madhya Pradesh",
    "Maharashtra",
    "Manipur",
    "Meghalaya",
    "Mizoram",
    "Nagaland",
    "Odisha",
    "Punjab",
    "Rajasthan",
    "Sikkim",
    "Tamil Nadu",
    "Telangana",
    "Tripura",
    "Uttar Pradesh",
    "Uttarakhand",
    "West Bengal",
    "Andaman and Nicobar Islands",
    "Chandigarh",
    "Dadra and Nagar Haveli and Daman and Diu",
    "Lakshadweep",
    "Delhi",
    "Puducherry",
    "Jammu and Kashmir",
    "Ladakh",
];

/// The 43 categories (spec §3).
pub const CATEGORIES: [&str; 43] = [
    "Engineering",
    "Design",
    "Sales",
    "Operations",
    "Finance",
    "Data Science",
    "Business Development",
    "Quality Assurance",
    "Content Writing",
    "Digital Marketing",
    "Graphic Design",
    "Web Development",
    "Mobile Development",
    "UI/UX Design",
    "Legal",
    "Research",
    "Consulting",
    "Banking",
    "Insurance",
    "E-commerce",
    "Hospitality",
    "Travel & Tourism",
    "Sports",
    "Non-Profit",
    "Government",
    "Other",
    "Project Management",
    "Real Estate",
    "Retail",
    "Transportation",
    "Accounting/Finance",
    "Agriculture",
    "Automotive jobs",
    "Construction",
    "Customer Service",
    "Development",
    "Education",
    "Healthcare",
    "Human Resource",
    "Logistics & Supply Chain",
    "Manufacturing",
    "Marketing",
    "Media & Communication",
];

/// Job types of the job form.
pub const JOB_TYPES: [&str; 4] = ["Full-Time", "Part-Time", "Freelance", "Internship"];
/// Work modes; "Work from office" is how On-site is shown.
pub const WORK_MODES: [&str; 3] = ["On-site", "Hybrid", "Remote"];
pub const GENDERS: [&str; 3] = ["Male", "Female", "Both"];
pub const SALARY_FREQUENCIES: [&str; 2] = ["per month", "per year"];
/// Statuses of an application (spec §4), in the order of its life.
pub const APPLICATION_STATUSES: [&str; 4] = ["Applied", "In Review", "Accepted", "Rejected"];
/// A job seeker's status (spec §3 "User profile").
pub const PROFILE_STATUSES: [&str; 3] = ["intern", "fresher", "experienced"];
