"""Region codes and the places they are in, so a price can be named and found by city.

AWS Price List files name a region by ``regionCode`` and by ``location`` (its
display name); older files carry only the latter, hence :data:`AWS_LOCATIONS`.
The city names let ``dlbox offers --region seoul`` find ap-northeast-2,
asia-northeast3 and koreacentral alike.
"""

from __future__ import annotations

# AWS location display names (as in the Price List files) → region codes.
AWS_LOCATIONS: dict[str, str] = {
    "US East (N. Virginia)": "us-east-1",
    "US East (Ohio)": "us-east-2",
    "US West (N. California)": "us-west-1",
    "US West (Oregon)": "us-west-2",
    "Africa (Cape Town)": "af-south-1",
    "Asia Pacific (Hong Kong)": "ap-east-1",
    "Asia Pacific (Taipei)": "ap-east-2",
    "Asia Pacific (Tokyo)": "ap-northeast-1",
    "Asia Pacific (Seoul)": "ap-northeast-2",
    "Asia Pacific (Osaka)": "ap-northeast-3",
    "Asia Pacific (Mumbai)": "ap-south-1",
    "Asia Pacific (Hyderabad)": "ap-south-2",
    "Asia Pacific (Singapore)": "ap-southeast-1",
    "Asia Pacific (Sydney)": "ap-southeast-2",
    "Asia Pacific (Jakarta)": "ap-southeast-3",
    "Asia Pacific (Melbourne)": "ap-southeast-4",
    "Asia Pacific (Malaysia)": "ap-southeast-5",
    "Asia Pacific (Thailand)": "ap-southeast-7",
    "Canada (Central)": "ca-central-1",
    "Canada West (Calgary)": "ca-west-1",
    "EU (Frankfurt)": "eu-central-1",
    "EU (Zurich)": "eu-central-2",
    "EU (Ireland)": "eu-west-1",
    "EU (London)": "eu-west-2",
    "EU (Paris)": "eu-west-3",
    "EU (Milan)": "eu-south-1",
    "EU (Spain)": "eu-south-2",
    "EU (Stockholm)": "eu-north-1",
    "Israel (Tel Aviv)": "il-central-1",
    "Middle East (Bahrain)": "me-south-1",
    "Middle East (UAE)": "me-central-1",
    "Mexico (Central)": "mx-central-1",
    "South America (Sao Paulo)": "sa-east-1",
}

# Region code → city, for the Asian regions users search by name (and AWS's all).
CITIES: dict[str, str] = {
    **{code: name.split("(")[1].rstrip(")") for name, code in AWS_LOCATIONS.items()},
    # Google Cloud
    "asia-east1": "Taiwan",
    "asia-east2": "Hong Kong",
    "asia-northeast1": "Tokyo",
    "asia-northeast2": "Osaka",
    "asia-northeast3": "Seoul",
    "asia-south1": "Mumbai",
    "asia-south2": "Delhi",
    "asia-southeast1": "Singapore",
    "asia-southeast2": "Jakarta",
    "australia-southeast1": "Sydney",
    "australia-southeast2": "Melbourne",
    "europe-west3": "Frankfurt",
    "us-central1": "Iowa",
    # Azure
    "eastasia": "Hong Kong",
    "southeastasia": "Singapore",
    "japaneast": "Tokyo",
    "japanwest": "Osaka",
    "koreacentral": "Seoul",
    "koreasouth": "Busan",
    "centralindia": "Pune",
    "australiaeast": "Sydney",
    "germanywestcentral": "Frankfurt",
}


def region_matches(region: str | None, wanted: str) -> bool:
    """``wanted`` is a region code or a city: ``ap-northeast-2`` and ``seoul`` both match."""
    if not region:
        return False
    text = wanted.strip().lower()
    return region.lower() == text or CITIES.get(region, "").lower() == text
