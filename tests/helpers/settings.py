"""Settings with one more declared setting, as a later version of the app might add one."""

from __future__ import annotations

from dataclasses import dataclass, field

from tfgpu_gui.settings import SPEC, Settings, SettingSpec


@dataclass
class FanFloorSettings(Settings):
    """The app's settings and a number of its own, declared the way the app declares them."""

    fan_floor_percent: float = field(
        default=30.0,
        metadata={
            SPEC: SettingSpec(
                "&Fan floor:",
                "Fan floor",
                "Fans never below this.",
                "Cooling",
                minimum=20.0,
                maximum=80.0,
                unit=" %",
            )
        },
    )
