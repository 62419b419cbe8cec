"""daoyan (导演): an engine that hosts Chinese hidden-role games the way a perfect host would."""

__version__ = "0.1.0"
