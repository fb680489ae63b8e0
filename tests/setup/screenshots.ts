/**
 * Screenshots are for a person to open and look at: taken on a developer's run, not in
 * CI (CI=true), where nobody opens them and each full-page picture costs the run time. SCREENSHOTS=1
 * takes them anywhere.
 */
export const takeScreenshots = process.env.SCREENSHOTS === "1" || !process.env.CI;
