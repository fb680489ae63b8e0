-- Staff loan search: loan type (code and label), status and amount in one trigram-indexed expression.
-- server/modules/loans/admin-loans.service.ts (LOAN_SEARCH_TEXT) must use exactly this expression.
CREATE INDEX "loan_applications_search_trgm_idx" ON "loan_applications" USING gin ((lower(
  "loan_type" || ' ' ||
  CASE "loan_type" WHEN 'HomeLoan' THEN 'home loan' WHEN 'LAP' THEN 'loan against property lap' WHEN 'BTTopUp' THEN 'balance transfer top-up' ELSE 'loan' END
  || ' ' || "status" || ' ' || trunc("amount")::text
)) gin_trgm_ops);
