import { zodResolver } from "@hookform/resolvers/zod";
import { LogIn } from "lucide-react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { loginSchema, type LoginInput } from "@shared/schema/validation";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { applyServerIssues } from "@/lib/form-issues";
import { useLogin } from "../api/login";

const FIELDS = ["username", "password"] as const;

export function LoginForm() {
  const [, navigate] = useLocation();
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => navigate("/dashboard"),
      onError: (error) => applyServerIssues(error, FIELDS, form.setError),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <Field id="login-username" label="Username" error={errors.username?.message}>
        <Input autoComplete="username" autoCapitalize="none" {...fieldAria("login-username", errors.username?.message)} {...form.register("username")} />
      </Field>
      <Field id="login-password" label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...fieldAria("login-password", errors.password?.message)} {...form.register("password")} />
      </Field>
      <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
        <LogIn aria-hidden />
        {login.isPending ? "Logging in..." : "Login"}
      </Button>
    </form>
  );
}
