import { FileSearch } from "lucide-react";
import { PagedList } from "@/components/paged-list/paged-list";
import { usePagedList } from "@/components/paged-list/use-paged-list";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ADMIN_LOANS_PAGE_SIZE, adminLoansSource } from "../api/get-admin-loans";
import { useAdminLoanLayout } from "./admin-loan-rows";

/** The admin panel's Loan Applications tab: every customer's applications, searched and paged on the server. */
export function AdminLoansTab() {
  const list = usePagedList({ source: adminLoansSource, pageSize: ADMIN_LOANS_PAGE_SIZE });
  const layout = useAdminLoanLayout();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Loan Applications</CardTitle>
        <CardDescription>
          Newest first. Open an application to see the applicant, the figures and the rules' assessment, and to move it on.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <PagedList
          list={list}
          noun={["application", "applications"]}
          search={{ label: "Search loan applications", placeholder: "Search by loan type, applicant, username, status or amount" }}
          errorTitle="Could not load loan applications"
          empty={{
            icon: FileSearch,
            title: "No loan applications found",
            text: list.q
              ? `Nothing matches "${list.q}". Try a loan type, a name or a status.`
              : "Applications customers submit will appear here.",
          }}
          layout={layout}
        />
      </CardContent>
    </Card>
  );
}
