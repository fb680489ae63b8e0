export const PRINCIPAL_COLOUR = "hsl(198 82% 28%)";
export const INTEREST_COLOUR = "hsl(38 92% 55%)";
export const BALANCE_COLOUR = "hsl(160 60% 36%)";
