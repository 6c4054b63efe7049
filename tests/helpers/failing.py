"""A stand-in for a method or function that fails once, on its n-th call, and otherwise does
what the real one does."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class FailsOnce:
    """Calls ``real`` except on call number ``at``, which raises ``error()``; ``calls`` counts.

    As a class attribute it stands in for a method (``self`` is passed on to ``real``).
    """

    def __init__(self, real: Callable[..., Any], at: int, error: Callable[[], Exception]) -> None:
        self.real = real
        self.at = at
        self.error = error
        self.calls = 0

    def __call__(self, *args: Any) -> Any:
        self.calls += 1
        if self.calls == self.at:
            raise self.error()
        return self.real(*args)

    def __get__(self, instance: object, owner: type | None = None) -> Callable[..., Any]:
        if instance is None:
            return self
        return lambda *args: self(instance, *args)
