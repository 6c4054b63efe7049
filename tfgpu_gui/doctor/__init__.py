"""Setup diagnosis: facts, knowledge tables, rules -> findings, log explainer (no Qt)."""
