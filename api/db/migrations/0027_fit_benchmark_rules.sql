-- placeholder: replaced by the part of the change that owns it
SELECT 1;
