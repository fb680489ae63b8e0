import { Trans } from "@lingui/react/macro";
import { Link, Redirect, useSearch } from "wouter";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { PageSkeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AuthMarketing } from "@/features/auth/components/auth-marketing";
import { LoginForm } from "@/features/auth/components/login-form";
import { RegisterForm } from "@/features/auth/components/register-form";
import { useUser } from "@/lib/auth/get-user";
import { signedInHome } from "@/lib/auth/signed-in-home";
import { returnPath } from "@/lib/form-draft";

export default function AuthPage() {
  const { user, isLoading } = useUser();
  const search = useSearch();
  if (isLoading) return <PageSkeleton />;
  // Signed in: back to the form that sent the visitor here (?next=), else their home (staff: the admin panel).
  if (user) return <Redirect to={signedInHome(user, returnPath(search))} replace />;

  return (
    <div className="bg-gradient-to-b from-secondary/60 to-background">
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:gap-12 lg:px-8 lg:py-16">
        <Card className="shadow-lg">
          <CardHeader>
            <h1 className="text-2xl font-bold tracking-tight">
              <Trans>Welcome to GharSetu</Trans>
            </h1>
            <CardDescription>
              <Trans>Log in to your account or create one in under a minute.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs defaultValue="login">
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="login">
                  <Trans>Login</Trans>
                </TabsTrigger>
                <TabsTrigger value="register">
                  <Trans>Register</Trans>
                </TabsTrigger>
              </TabsList>
              <TabsContent value="login" className="pt-2">
                <LoginForm />
                <p className="mt-4 text-center text-sm">
                  <Link href="/forgot-password" className="font-semibold text-primary underline-offset-4 hover:underline">
                    <Trans>Forgot password?</Trans>
                  </Link>
                </p>
              </TabsContent>
              <TabsContent value="register" className="pt-2">
                <RegisterForm />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        <AuthMarketing />
      </div>
    </div>
  );
}
